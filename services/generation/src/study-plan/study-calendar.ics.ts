import { studyPlanLimits, type StudySession } from '@studyforge/contracts';
import { createEvents, type EventAttributes } from 'ics';

const PRODUCT_ID = '-//StudyForge//Study Calendar//EN';

/**
 * The plan as an iCalendar file (RFC 5545) for calendar apps: one event per session with a stable UID
 * (a re-imported or polled plan updates its events instead of doubling them), its start in UTC, and an
 * alarm 15 minutes before. It depends only on the plan and its goals (not on completed sessions), so it
 * is written once per plan and kept.
 */
export function studyCalendarIcs(sessions: readonly StudySession[], publicUrl: string): string {
  const events: EventAttributes[] = sessions.map((session) => ({
    uid: `${session.id}@studyforge`,
    start: Date.parse(session.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: Math.floor(session.duration), minutes: Math.round((session.duration % 1) * 60) },
    title: `${session.kind === 'review' ? 'Review' : 'Study'}: ${session.subject}`,
    // Kept short: a year of sessions must stay well under a NATS message's 1 MB.
    description: `${session.kind === 'review' ? 'Review' : 'Study'} session planned by StudyForge (${publicUrl.replace(/^https?:\/\//, '').replace(/\/+$/, '')})`,
    status: 'CONFIRMED',
    alarms: [{ action: 'display', description: `Study: ${session.subject}`, trigger: { minutes: studyPlanLimits.reminderLeadMinutes, before: true } }],
  }));
  const { error, value } = createEvents(events, { productId: PRODUCT_ID, calName: 'StudyForge study plan', method: 'PUBLISH' });
  if (error || value === null) throw error ?? new Error('The calendar could not be written.');
  return value;
}
