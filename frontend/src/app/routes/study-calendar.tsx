import { StudyCalendarPage } from '@/features/study-calendar/components/study-calendar-page';

/** Study Calendar (/study-calendar, spec §2). */
export function StudyCalendarRoute() {
  return <StudyCalendarPage />;
}
