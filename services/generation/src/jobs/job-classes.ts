import { BACKGROUND_RETRY, ERASE_ACCOUNT_TASK, SEND_MAIL_JOB, STUDY_REMINDER_JOB, WEEKLY_PROGRESS_TASK, type JobKind } from '@studyforge/contracts';
import type { BackoffOptions } from 'bullmq';

/**
 * Work that is not a student's generation job: no row in generation.jobs and no credits, just a payload
 * that another service put on the queue (mail through the mail outbox of the service kit).
 */
export const TASK_NAMES = [SEND_MAIL_JOB, WEEKLY_PROGRESS_TASK, ERASE_ACCOUNT_TASK, STUDY_REMINDER_JOB] as const;
export type TaskName = (typeof TASK_NAMES)[number];

export const JOB_CLASS_NAMES = ['short-generation', 'long-audio', 'background'] as const;
export type JobClassName = (typeof JOB_CLASS_NAMES)[number];

/** The settings that say how many jobs of a class one worker runs at once. */
export type ConcurrencySetting = 'WORKER_CONCURRENCY' | 'LONG_AUDIO_CONCURRENCY' | 'BACKGROUND_CONCURRENCY';

/**
 * A class of jobs with its own BullMQ queue and workers, so that one class's jobs never wait behind
 * another's: a 45-minute recap must not delay a student's flashcards.
 */
export interface JobClass {
  name: JobClassName;
  queue: string;
  concurrencySetting: ConcurrencySetting;
  /** Runs of one job before it fails for good (a retryable failure is tried again after the backoff). */
  attempts: number;
  backoff: BackoffOptions;
  kinds: readonly JobKind[];
  /** The tasks its workers also run (their producers set the same attempts and backoff). */
  tasks: readonly TaskName[];
}

/** Every job class, declared once; each job kind sits in exactly one (checked at start-up). */
export const JOB_CLASSES: readonly JobClass[] = [
  {
    name: 'short-generation',
    // The queue's name from before there were classes, so jobs queued during an upgrade still run.
    queue: 'generation',
    concurrencySetting: 'WORKER_CONCURRENCY',
    attempts: 3,
    backoff: { type: 'exponential', delay: 2000 },
    kinds: ['flashcards', 'quiz', 'practice-test', 'notes', 'trivia', 'read-aloud', 'tutor-reply', 'study-plan', 'visual-analysis', 'essay-grade'],
    tasks: [],
  },
  {
    // Tutor Me lectures and Audio Recaps, up to 45 minutes of speech each.
    name: 'long-audio',
    queue: 'long-audio',
    concurrencySetting: 'LONG_AUDIO_CONCURRENCY',
    attempts: 2,
    backoff: { type: 'fixed', delay: 60_000 },
    kinds: ['audio-recap', 'voice-lecture'],
    tasks: [],
  },
  {
    // Mail, exports, account deletion and reconciliation: nobody waits on them, so they retry longer.
    name: 'background',
    queue: 'background',
    concurrencySetting: 'BACKGROUND_CONCURRENCY',
    attempts: BACKGROUND_RETRY.attempts,
    backoff: { ...BACKGROUND_RETRY.backoff },
    kinds: ['data-export'],
    tasks: [SEND_MAIL_JOB, WEEKLY_PROGRESS_TASK, ERASE_ACCOUNT_TASK, STUDY_REMINDER_JOB],
  },
];
