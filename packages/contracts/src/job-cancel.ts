import type { JobKind } from './generation.js';

/** How a job is named to its student: the tool, the job (within a sentence), and what it saves. */
const JOB_TOOLS: Record<JobKind, { tool: string; job: string; saved: string }> = {
  flashcards: { tool: 'Flashcards', job: 'flashcards', saved: 'Your flashcards are' },
  quiz: { tool: 'Quiz', job: 'quiz', saved: 'Your quiz is' },
  'practice-test': { tool: 'Practice test', job: 'practice test', saved: 'Your practice test is' },
  trivia: { tool: 'Trivia', job: 'trivia', saved: 'Your trivia questions are' },
  notes: { tool: 'Study guide', job: 'study guide', saved: 'Your study guide is' },
  'read-aloud': { tool: 'Read-aloud', job: 'read-aloud', saved: 'Your read-aloud audio is' },
  'data-export': { tool: 'Data export', job: 'data export', saved: 'Your data export is' },
  'study-plan': { tool: 'Study plan', job: 'study plan', saved: 'Your study plan is' },
  'visual-analysis': { tool: 'Study visual', job: 'study visual', saved: 'Your study visual explanation is' },
  'essay-grade': { tool: 'Essay grading', job: 'essay grading', saved: 'Your essay grade is' },
  'audio-recap': { tool: 'Audio recap', job: 'audio recap', saved: 'Your audio recap is' },
  'voice-lecture': { tool: 'Tutor Me lecture', job: 'Tutor Me lecture', saved: 'Your Tutor Me lecture is' },
  'tutor-reply': { tool: 'Tutor Me answer', job: 'Tutor Me answer', saved: 'Your Tutor Me answer is' },
};

/** What `POST /api/jobs/{id}/cancel` answers, naming the job's tool. */
export const jobCancelMessages = {
  /** The job stopped before saving anything; `credits`: it had credits reserved (given back). */
  cancelled: (kind: JobKind, credits: boolean) => `${JOB_TOOLS[kind].tool} cancelled${credits ? '; your credits were given back.' : '.'}`,
  /** 409: the job reached its saving step (or finished) first; it stays saved and charged. */
  tooLate: (kind: JobKind, finished: boolean) => `${JOB_TOOLS[kind].saved} ${finished ? 'already saved' : 'being saved'}, so this job can no longer be cancelled.`,
  /** 409: the job had already failed (nothing was charged). */
  alreadyFailed: (kind: JobKind) => `This ${JOB_TOOLS[kind].job} job has already stopped, so there is nothing to cancel. No credits were charged.`,
} as const;
