import { serveTasks } from '../ai/threaded/thread-task-server.js';
import type { CalendarTask } from './calendar-threads.js';
import { studyCalendarIcs } from './study-calendar.ics.js';

// The body of the calendar thread (started by calendar-threads.ts): a plan's iCalendar file, off the service's event loop.

serveTasks<CalendarTask>(async (task) => ({ value: studyCalendarIcs(task.sessions, task.publicUrl) }));
