import { studyPlanLimits, type SystemPush } from '@studyforge/contracts';
import type { ReminderSession } from './study-plan.repository.js';

/** A session's reminder as a push notification: tagged by the session, so a repeat replaces it on the device. */
export function studyReminderPush(session: ReminderSession): SystemPush {
  const kind = session.kind === 'review' ? 'review' : 'study';
  const lead = studyPlanLimits.reminderLeadMinutes;
  return {
    title: `${kind === 'review' ? 'Review' : 'Study'} session in ${lead} minutes`,
    body: `Your ${kind} session for ${session.subject} starts in ${lead} minutes, at ${session.startTime} (${session.timeZone}).`,
    tag: `study-reminder-${session.id}`,
    url: '/study-calendar',
  };
}
