import { z } from 'zod';

/** Study Calendar (spec §2, §4, §5, §9): goals saved on the server, a plan built by the server's scheduler. */
export const STUDY_PRIORITIES = ['high', 'medium', 'low'] as const;
export type StudyPriority = (typeof STUDY_PRIORITIES)[number];

/** Hours per day the student can study: 1 to 5, and 6 for '6+'. */
export const STUDY_HOURS_PER_DAY = [1, 2, 3, 4, 5, 6] as const;

export const studyPlanLimits = {
  minEstimatedHours: 1,
  maxEstimatedHours: 100,
  defaultEstimatedHours: 1,
  defaultHoursPerDay: 2,
  maxGoals: 50,
  maxSubjectChars: 200,
  maxDescriptionChars: 2000,
  /** How far after the plan's start a due date may be. */
  maxPlanDays: 366,
  /** Minutes before a session that its reminder goes out. */
  reminderLeadMinutes: 15,
} as const;

export const studyPlanMessages = {
  incompleteGoal: 'Incomplete goal: Please fill in subject and due date.',
  noGoals: 'No study goals: Please add at least one study goal before generating a plan.',
  estimatedHours: 'Estimated hours must be a whole number from 1 to 100.',
  priority: 'Priority must be high, medium or low.',
  hoursPerDay: 'Available hours per day must be 1, 2, 3, 4, 5 or 6+.',
  startDate: 'Start date must be a date such as 2026-09-01.',
  timeZone: 'Time zone must be an IANA time zone such as Europe/Berlin.',
  tooManyGoals: `You can keep at most ${studyPlanLimits.maxGoals} study goals. Remove one before adding another.`,
  dueTooFar: (subject: string) => `The due date of ${subject} is more than a year after the plan's start. Choose an earlier due date.`,
  goalNotFound: 'This study goal does not exist.',
  sessionNotFound: 'This study session does not exist.',
  noPlan: 'There is no study plan yet. Generate one first.',
  planReplaced: 'A newer study plan replaced this one while it was being made.',
  feedNotFound: 'This calendar link does not exist or was revoked.',
  success: { title: 'Study plan generated!', description: 'Your AI-optimized study schedule is ready.' },
  failure: 'Failed to generate study plan. Please try again.',
} as const;

/** The four tips of the Weekly Study Plan card (spec §2). */
export const STUDY_PLAN_TIPS = [
  'Set reminders 15 minutes before each study session',
  'Keep your study materials ready the night before',
  'Take 5-10 minute breaks every hour',
  'Review your progress weekly and adjust the plan',
] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date `YYYY-MM-DD` that exists. */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whether the runtime knows this IANA time zone (browsers and Node agree on the names). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const calendarDate = (message: string) => z.string({ error: message }).trim().refine(isCalendarDate, { error: message });

export const studyGoalBodySchema = z.object({
  subject: z
    .string({ error: studyPlanMessages.incompleteGoal })
    .trim()
    .min(1, { error: studyPlanMessages.incompleteGoal })
    .max(studyPlanLimits.maxSubjectChars, { error: `Subject must be at most ${studyPlanLimits.maxSubjectChars} characters.` }),
  description: z
    .string()
    .trim()
    .max(studyPlanLimits.maxDescriptionChars, { error: `Description must be at most ${studyPlanLimits.maxDescriptionChars} characters.` })
    .default(''),
  priority: z.enum(STUDY_PRIORITIES, { error: studyPlanMessages.priority }).default('medium'),
  dueDate: calendarDate(studyPlanMessages.incompleteGoal),
  estimatedHours: z
    .number({ error: studyPlanMessages.estimatedHours })
    .int({ error: studyPlanMessages.estimatedHours })
    .min(studyPlanLimits.minEstimatedHours, { error: studyPlanMessages.estimatedHours })
    .max(studyPlanLimits.maxEstimatedHours, { error: studyPlanMessages.estimatedHours })
    .default(studyPlanLimits.defaultEstimatedHours),
});
export type StudyGoalBody = z.input<typeof studyGoalBodySchema>;

export const studyGoalSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  description: z.string(),
  priority: z.enum(STUDY_PRIORITIES),
  dueDate: z.string(),
  estimatedHours: z.number().int(),
  createdAt: z.string(),
});
export type StudyGoal = z.infer<typeof studyGoalSchema>;

export const STUDY_SESSION_KINDS = ['study', 'review'] as const;
export const STUDY_SESSION_STATUSES = ['scheduled', 'completed'] as const;
export type StudySessionStatus = (typeof STUDY_SESSION_STATUSES)[number];

export const studySessionSchema = z.object({
  id: z.uuid(),
  goalId: z.uuid(),
  subject: z.string(),
  /** The day in the plan's time zone. */
  date: z.string(),
  /** HH:MM in the plan's time zone. */
  startTime: z.string(),
  /** Hours. */
  duration: z.number(),
  kind: z.enum(STUDY_SESSION_KINDS),
  status: z.enum(STUDY_SESSION_STATUSES),
  /** The start as an instant (ISO, UTC). */
  startsAt: z.string(),
});
export type StudySession = z.infer<typeof studySessionSchema>;

/** A goal whose hours do not all fit before its due date, and by how much. */
export const studyShortfallSchema = z.object({
  goalId: z.uuid(),
  subject: z.string(),
  dueDate: z.string(),
  requestedHours: z.number(),
  scheduledHours: z.number(),
  missingHours: z.number(),
});
export type StudyShortfall = z.infer<typeof studyShortfallSchema>;

export const studyPlanSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  startDate: z.string(),
  timeZone: z.string(),
  availableHoursPerDay: z.number().int(),
  totalHours: z.number(),
  sessions: z.array(studySessionSchema),
  shortfalls: z.array(studyShortfallSchema),
});
export type StudyPlan = z.infer<typeof studyPlanSchema>;

export const generateStudyPlanBodySchema = z.object({
  availableHoursPerDay: z.coerce
    .number({ error: studyPlanMessages.hoursPerDay })
    .int({ error: studyPlanMessages.hoursPerDay })
    .min(1, { error: studyPlanMessages.hoursPerDay })
    .max(6, { error: studyPlanMessages.hoursPerDay })
    .default(studyPlanLimits.defaultHoursPerDay),
  startDate: calendarDate(studyPlanMessages.startDate),
  timeZone: z.string({ error: studyPlanMessages.timeZone }).trim().refine(isTimeZone, { error: studyPlanMessages.timeZone }),
});
export type GenerateStudyPlanBody = z.output<typeof generateStudyPlanBodySchema>;

/** What a study-plan job is asked to do (kept in the job's input). */
export const studyPlanJobInputSchema = generateStudyPlanBodySchema.extend({ jobId: z.uuid() });
export type StudyPlanJobInput = z.output<typeof studyPlanJobInputSchema>;

/** The job's result (the sessions stay in the plan's tables: a year of them is too big for a job status message). */
export const studyPlanJobResultSchema = z.object({
  planId: z.uuid(),
  sessionCount: z.number().int().min(0),
  shortfalls: z.array(studyShortfallSchema),
  creditsUsed: z.number().int().min(0),
});
export type StudyPlanJobResult = z.infer<typeof studyPlanJobResultSchema>;

/** With `jobId`, the reply of POST /api/generate-study-plan: `studyPlan` is the sessions (spec §7). */
export const studyPlanResultSchema = z.object({
  plan: studyPlanSchema,
  studyPlan: z.array(studySessionSchema),
  shortfalls: z.array(studyShortfallSchema),
  creditsUsed: z.number().int().min(0),
});
export type StudyPlanResult = z.infer<typeof studyPlanResultSchema>;

export const userStudyPlanReplySchema = z.object({ goals: z.array(studyGoalSchema), plan: studyPlanSchema.nullable() });
export type UserStudyPlanReply = z.infer<typeof userStudyPlanReplySchema>;

export const removedStudyGoalSchema = z.object({ removed: z.literal(true), removedSessions: z.number().int().min(0) });

export const studySessionStatusBodySchema = z.object({
  status: z.enum(STUDY_SESSION_STATUSES, { error: 'Status must be scheduled or completed.' }),
});

/** The iCalendar text of a plan. */
export const studyCalendarFileSchema = z.object({ fileName: z.string(), calendar: z.string() });

/** The secret of a calendar subscription link, as it travels in the URL (32 random bytes, base64url). */
export const calendarFeedTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: studyPlanMessages.feedNotFound });

export const calendarSubscriptionSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
/** The link is shown once, when it is made: only its hash is kept. */
export const calendarSubscriptionLinkSchema = z.object({ url: z.url(), createdAt: z.string() });

/** The background task that sends one session's reminder (queued delayed, keyed by the session id). */
export const STUDY_REMINDER_JOB = 'study-reminder';
export const studyReminderTaskSchema = z.object({ sessionId: z.uuid(), userId: z.uuid() });
export type StudyReminderTask = z.infer<typeof studyReminderTaskSchema>;

