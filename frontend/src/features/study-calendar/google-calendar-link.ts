import type { StudySession } from '@studyforge/contracts';

/** Google Calendar's event page for the plan's first session (spec §7): 'Study: ' and the subject, with a description. */
export function googleCalendarLink(session: StudySession): string {
  const start = new Date(session.startsAt);
  const end = new Date(start.getTime() + session.duration * 3_600_000);
  const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: `Study: ${session.subject}`,
    dates: `${stamp(start)}/${stamp(end)}`,
    details: `${session.kind === 'review' ? 'Review' : 'Study'} session for ${session.subject}, planned by StudyForge.`,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
