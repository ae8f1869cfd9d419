import { ErrorCode, jobCancelMessages, type JobKind, type JobStage, type JobStatus } from '@studyforge/contracts';
import { JobStatusFeed } from '@studyforge/service-kit';
import { BASE_URL, call, CELL_BIOLOGY_NOTES, endedJob, postForm, signedInStudent, stackClients, waitUntil, type ApiResponse } from '@studyforge/test-support';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { queuedJobs } from '../support/queued-jobs.js';
import { recapMaterial } from '../support/recap-material.js';
import { biologyText } from '../support/study-material.js';
import { ReliabilityScenario } from './support/reliability-scenario.js';

// issue 30, point 1: a student cancels jobs of every job class at every stage, each cancel sent the moment the
// job's status event of that stage arrives (no timing guesses). Whatever wins, what was delivered (a deck, a quiz,
// a study guide, a lecture, a recap, an export) is exactly what was charged, a cancelled job saved nothing and
// had its credits released once, and every balance equals its ledger.
const clients = stackClients();
const queues = queuedJobs();

afterAll(async () => {
  await queues.close();
});

/** The stage at which the cancel is sent (on the job's first status at or past it). */
const TARGETS = ['queued', 'extracting', 'generating', 'saving', 'done'] as const;
type Target = (typeof TARGETS)[number];
const ORDER: Record<JobStage, number> = { queued: 0, uploading: 0, extracting: 1, generating: 2, saving: 3, done: 4, failed: 5 };

/** Rounds of every short-generation kind at every stage (3 kinds × 5 stages per round). */
const SHORT_ROUNDS = 12;
/** Jobs of one student at once (under the gateway's 4 concurrent jobs per student). */
const LANES = 3;

interface Plan {
  kind: JobKind;
  target: Target;
  /** Most credits the job can use (students are given plans within their 50). */
  cost: number;
  /** Starts the job under its id (null for a data export, whose id the server makes); answers the start's reply. */
  start(cookie: string, jobId: string): Promise<ApiResponse>;
  /** The table a delivered result is saved in, by job id (none: delivered means the job is done). */
  table: string | null;
}

const text = (fields: Record<string, string>) => (path: string) => (cookie: string, jobId: string) => postForm(path, { cookie, fields, jobId });
const PLANS: Record<string, Omit<Plan, 'target'>> = {
  flashcards: { kind: 'flashcards', cost: 3, start: text({ text: biologyText(), count: '3' })('/api/generate-flashcards'), table: 'generation.flashcard_decks' },
  quiz: { kind: 'quiz', cost: 3, start: text({ text: biologyText(), questionCount: '5' })('/api/generate-quiz'), table: 'generation.quizzes' },
  notes: { kind: 'notes', cost: 2, start: text({ text: biologyText() })('/api/generate-notes'), table: 'generation.study_guides' },
  lecture: {
    kind: 'voice-lecture',
    cost: 6,
    start: (cookie, jobId) =>
      postForm('/api/generate-voice-lecture', { cookie, files: [{ name: 'cells.txt', bytes: Buffer.from(CELL_BIOLOGY_NOTES), type: 'text/plain' }], fields: { topic: 'Cell Biology', includeAudio: 'false' }, jobId }),
    table: 'generation.tutor_lectures',
  },
  recap: {
    kind: 'audio-recap',
    cost: 10,
    start: (cookie, jobId) =>
      postForm('/api/generate-audio-recap', { cookie, files: [{ name: 'notes.txt', bytes: Buffer.from(recapMaterial(2600)), type: 'text/plain' }], fields: { length: 'short', type: 'summary' }, jobId }),
    table: 'generation.audio_recaps',
  },
  export: { kind: 'data-export', cost: 0, start: (cookie) => call('/api/account/export', { method: 'POST', cookie }), table: null },
};

/** Every class: short generation at every stage, many times; long audio (a lecture at every stage, a recap until it speaks); background (an export). */
function allPlans(): Plan[] {
  const plans: Plan[] = [];
  for (let round = 0; round < SHORT_ROUNDS; round++) {
    for (const target of TARGETS) for (const name of ['flashcards', 'quiz', 'notes']) plans.push({ ...PLANS[name]!, target });
  }
  for (const target of TARGETS) plans.push({ ...PLANS.lecture!, target }, { ...PLANS.lecture!, target });
  for (const target of ['queued', 'extracting', 'generating'] as const) plans.push({ ...PLANS.recap!, target });
  for (const target of ['queued', 'generating', 'saving', 'done'] as const) plans.push({ ...PLANS.export!, target });
  return plans;
}

/** Plans shared out so that no student's plans may cost more than their 50 credits, and no student has two exports. */
function shareOut(plans: Plan[]): Plan[][] {
  const students: Plan[][] = [];
  for (const plan of plans) {
    const fits = students.find((own) => own.reduce((sum, p) => sum + p.cost, 0) + plan.cost <= 45 && own.length < 12 && !(plan.kind === 'data-export' && own.some((p) => p.kind === 'data-export')));
    if (fits) fits.push(plan);
    else students.push([plan]);
  }
  return students;
}

interface Outcome {
  plan: Plan;
  jobId: string;
  userId: string;
  started: ApiResponse;
  cancel: ApiResponse | null;
  /** The stage whose event the cancel was sent on. */
  seen: JobStage | null;
}

/** Starts one job, sends its cancel on the first status at or past its target stage, and waits until it ends. */
async function runOne(plan: Plan, cookie: string, userId: string, feed: JobStatusFeed): Promise<Outcome> {
  let jobId: string = randomUUID();
  const sent: { cancel: Promise<ApiResponse> | null; seen: JobStage | null } = { cancel: null, seen: null };
  const onStatus = (status: JobStatus) => {
    if (sent.cancel || status.stage === 'failed' || ORDER[status.stage] < ORDER[plan.target]) return;
    sent.seen = status.stage;
    sent.cancel = call(`/api/jobs/${status.id}/cancel`, { method: 'POST', cookie });
  };
  let unsubscribe = plan.kind === 'data-export' ? null : await feed.subscribe(jobId, onStatus);
  const started = await plan.start(cookie, jobId);
  if (plan.kind === 'data-export') {
    const job = started.body as JobStatus;
    jobId = job.id;
    unsubscribe = await feed.subscribe(jobId, onStatus);
    // What the job was when its id was known counts as its first status (it may have moved on since).
    onStatus((await call(`/api/jobs/${jobId}`, { cookie })).body as JobStatus);
  }
  await endedJob(jobId, cookie, BASE_URL, 90_000);
  // A worker may run on after a cancel: what it does last counts too.
  await waitUntil(() => queues.finished(plan.kind, jobId), 90_000);
  await unsubscribe?.();
  return { plan, jobId, userId, started, cancel: sent.cancel ? await sent.cancel : null, seen: sent.seen };
}

async function runStudent(plans: Plan[], student: { cookie: string; user: { id: string } }, feed: JobStatusFeed, scenario: ReliabilityScenario): Promise<{ userId: string; outcomes: Outcome[] }> {
  const { cookie, user } = student;
  const queue = [...plans];
  const outcomes: Outcome[] = [];
  const lane = async (): Promise<void> => {
    for (let plan = queue.shift(); plan; plan = queue.shift()) {
      const current = plan;
      await scenario.send(async () => {
        const outcome = await runOne(current, cookie, user.id, feed);
        outcomes.push(outcome);
        return outcome.started;
      });
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  return { userId: user.id, outcomes };
}

describe('cancels racing every job class at every stage', () => {
  it('ends with deliveries equal to settled charges, every cancelled job released once and saving nothing', { timeout: 240_000 }, async () => {
    const scenario = new ReliabilityScenario('cancels at every stage of every job class', clients.db);
    const feed = new JobStatusFeed(clients.rpc);
    const shares = shareOut(allPlans());
    // Signed up one after another (password hashing is slow work), then all at once.
    const accounts: Array<{ cookie: string; user: { id: string } }> = [];
    for (const _share of shares) accounts.push(await signedInStudent());
    const students = await Promise.all(shares.map((plans, index) => runStudent(plans, accounts[index]!, feed, scenario)));
    const outcomes = students.flatMap((student) => student.outcomes);
    expect(outcomes.length).toBe(allPlans().length);
    await scenario.checkBalances(students.map((student) => student.userId), 60_000);
    const row = scenario.record();

    const problems: string[] = [];
    let delivered = 0;
    let settled = 0;
    let cancelledCount = 0;
    for (const outcome of outcomes) {
      const { plan, jobId } = outcome;
      const job = (await clients.db.query<{ stage: string; error_code: string | null; credits_used: number | null; credits_reserved: number }>(
        'SELECT stage, error_code, credits_used, credits_reserved FROM generation.jobs WHERE id = $1',
        [jobId],
      )).rows[0]!;
      const saved = plan.table
        ? Number((await clients.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${plan.table} WHERE job_id = $1`, [jobId])).rows[0]!.n)
        : job.stage === 'done' ? 1 : 0;
      const reservation = (await clients.db.query<{ state: string; charged: number }>('SELECT state, charged FROM credits.reservations WHERE key = $1', [`job:${jobId}`])).rows[0];
      const what = `${plan.kind} cancelled on ${outcome.seen ?? `(no ${plan.target} event)`}: job ${job.stage}/${job.error_code}, saved ${saved}, reservation ${JSON.stringify(reservation)}, cancel ${outcome.cancel?.status} ${JSON.stringify(outcome.cancel?.body)}`;
      if (saved !== (job.stage === 'done' ? 1 : 0)) problems.push(`delivered ≠ done: ${what}`);
      if (job.credits_reserved > 0) {
        if (job.stage === 'done' && !(reservation?.state === 'settled' && reservation.charged === job.credits_used)) problems.push(`delivered but not charged: ${what}`);
        if (job.stage === 'failed' && reservation && reservation.state !== 'released') problems.push(`failed but not released: ${what}`);
        if (saved && reservation?.state === 'settled') delivered++;
        if (reservation?.state === 'settled') settled++;
      }
      const cancel = outcome.cancel;
      if (!cancel) continue;
      if (cancel.status === 200) {
        cancelledCount++;
        if (job.stage !== 'failed' || job.error_code !== ErrorCode.Cancelled || saved) problems.push(`cancelled yet not stopped: ${what}`);
        if (cancel.body.error?.message !== jobCancelMessages.cancelled(plan.kind, job.credits_reserved > 0)) problems.push(`cancel reply does not name the tool: ${what}`);
      } else if (cancel.status === 409) {
        if (cancel.body.code !== ErrorCode.Conflict) problems.push(`409 without CONFLICT: ${what}`);
        if (job.stage === 'done' && ![jobCancelMessages.tooLate(plan.kind, true), jobCancelMessages.tooLate(plan.kind, false)].includes(cancel.body.message)) problems.push(`409 does not name the tool: ${what}`);
      } else {
        problems.push(`cancel answered ${cancel.status}: ${what}`);
      }
      // A job that had begun saving (or had finished) when its cancel was sent is never cancelled.
      if ((outcome.seen === 'saving' || outcome.seen === 'done') && cancel.status !== 409) problems.push(`a job past its saving step was cancelled: ${what}`);
    }
    expect(problems).toEqual([]);
    expect(delivered).toBe(settled);
    expect(row).toMatchObject({ discrepancies: 0, hangs: 0, serverErrors: 0 });
    // The race was run at every stage: some cancels won, some came too late.
    expect(cancelledCount).toBeGreaterThan(0);
    expect(outcomes.filter((outcome) => outcome.cancel?.status === 409).length).toBeGreaterThan(0);
  });
});
