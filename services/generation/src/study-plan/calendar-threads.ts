import type { StudySession } from '@studyforge/contracts';
import { ThreadPool } from '../ai/threaded/thread-pool.js';

const THREAD_ENTRY = new URL(import.meta.url.endsWith('.ts') ? './calendar-thread.ts' : './calendar-thread.js', import.meta.url);

/** A year of sessions takes the `ics` library about half a second; nothing else is slow enough to need this long. */
const CALENDAR_DEADLINE_MS = 30_000;

export interface CalendarTask {
  sessions: readonly StudySession[];
  publicUrl: string;
}

/** The plan's calendar could not be written (its thread failed, died or ran past its deadline). */
export class CalendarWriteError extends Error {
  readonly code = 'CALENDAR_WRITE_FAILED';

  constructor(detail: string) {
    super(`The calendar could not be written: ${detail}`);
    this.name = 'CalendarWriteError';
  }
}

let shared: ThreadPool<CalendarTask, string> | undefined;

/**
 * The plan as an iCalendar file, written in a thread of its own (started on first use, one for the
 * process): a request handler that has to rewrite a plan's calendar (after a goal's removal) does not
 * hold up other students' requests for the half second it takes.
 */
export function writeCalendarInThread(sessions: readonly StudySession[], publicUrl: string): Promise<string> {
  shared ??= new ThreadPool<CalendarTask, string>({
    entry: THREAD_ENTRY,
    size: 1,
    deadlineMs: CALENDAR_DEADLINE_MS,
    lost: (_reason, detail) => new CalendarWriteError(detail),
    failed: (error) => new CalendarWriteError(error.message),
  });
  return shared.run({ sessions, publicUrl });
}
