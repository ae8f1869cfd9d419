import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { GenerationJob } from '../entities/generation-job.entity.js';
import { CreditReconciler, type CreditReconcilerDependencies } from './credit-reconciler.js';
import type { QueuedJobState } from './job-queues.js';

const ids = {
  done: '00000000-0000-4000-8000-000000000001',
  failed: '00000000-0000-4000-8000-000000000002',
  running: '00000000-0000-4000-8000-000000000003',
  dead: '00000000-0000-4000-8000-000000000004',
  missing: '00000000-0000-4000-8000-000000000005',
  session: '00000000-0000-4000-8000-000000000006',
  lostSession: '00000000-0000-4000-8000-000000000007',
  neverQueued: '00000000-0000-4000-8000-000000000008',
};

function job(id: string, stage: GenerationJob['stage'], creditsUsed: number | null = null): GenerationJob {
  return { id, userId: '10000000-0000-4000-8000-000000000000', kind: 'flashcards', stage, creditsReserved: 10, creditsUsed } as GenerationJob;
}

function reconcilerWith(options: { lock?: 'OK' | null; endsMeanwhile?: string; savedBy?: string } = {}) {
  const calls: string[] = [];
  const rows = new Map<string, GenerationJob>([
    [ids.done, job(ids.done, 'done', 7)],
    [ids.failed, job(ids.failed, 'failed')],
    [ids.running, job(ids.running, 'generating')],
    [ids.dead, job(ids.dead, 'generating')],
    [ids.neverQueued, job(ids.neverQueued, 'queued')],
  ]);
  const queue: Record<string, QueuedJobState> = { [ids.running]: 'active', [ids.dead]: 'failed', [ids.neverQueued]: 'unknown' };
  const reservationKeys = [ids.done, ids.failed, ids.running, ids.dead, ids.missing].map((id) => `job:${id}`).concat([`trivia:${ids.session}`, `trivia:${ids.lostSession}`]);
  const deps: CreditReconcilerDependencies = {
    rpc: {
      request: (async (subject: string, data: Record<string, unknown>) => {
        if (subject === 'credits.stale-reservations') {
          return { reservations: reservationKeys.map((key) => ({ key, userId: '10000000-0000-4000-8000-000000000000', reserved: 10, createdAt: '' })) };
        }
        if (subject === 'trivia.session-outcome') return data.sessionId === ids.session ? { exists: true, creditsCharged: 6 } : { exists: false, creditsCharged: 0 };
        calls.push(`${subject} ${String(data.key)}${data.charged === undefined ? '' : ` ${String(data.charged)}`}`);
        return {};
      }) as CreditReconcilerDependencies['rpc']['request'],
    },
    jobs: {
      find: async (id: string) => rows.get(id) ?? null,
      staleOpen: async () => [rows.get(ids.neverQueued)!],
    },
    status: {
      failedIfOpen: async (id: string, code: string) => {
        if (id === options.endsMeanwhile) {
          rows.set(id, job(id, 'done', 4));
          return false;
        }
        calls.push(`failed ${id} ${code}`);
        return true;
      },
      doneIfOpen: async (id: string, _result: object, creditsUsed: number) => {
        const row = rows.get(id)!;
        if (row.stage === 'done' || row.stage === 'failed') return null;
        rows.set(id, job(id, 'done', creditsUsed));
        calls.push(`done ${id}`);
        return rows.get(id)!;
      },
      announce: async (announced: GenerationJob) => announced,
    },
    savedOutcome: async (open: GenerationJob) => (open.id === options.savedBy ? { result: { deckId: 'deck' }, creditsUsed: 6 } : null),
    credits: {
      settle: async (settled: { id: string }, used: number) => (calls.push(`settle job:${settled.id} ${used}`), null),
      release: async (released: { id: string }) => (calls.push(`release job:${released.id}`), null),
    },
    queueState: async (_kind, jobId) => queue[jobId] ?? 'unknown',
    redis: { set: (async () => ('lock' in options ? options.lock : 'OK')) as unknown as CreditReconcilerDependencies['redis']['set'] },
    logger: pino({ level: 'silent' }),
    intervalMs: 1000,
    afterMs: 1000,
  };
  return { reconciler: new CreditReconciler(deps), calls };
}

describe('the credit reconciler', () => {
  it('settles delivered work with what it used, releases what failed, is missing or will never run, and leaves running jobs', async () => {
    const { reconciler, calls } = reconcilerWith();
    const counts = await reconciler.runIfLeader();
    expect(calls).toEqual([
      `settle job:${ids.done} 7`,
      `release job:${ids.failed}`,
      `failed ${ids.dead} SERVICE_UNAVAILABLE`,
      `release job:${ids.dead}`,
      `credits.release job:${ids.missing}`,
      `credits.settle trivia:${ids.session} 6`,
      `credits.release trivia:${ids.lostSession}`,
      `failed ${ids.neverQueued} SERVICE_UNAVAILABLE`,
      `release job:${ids.neverQueued}`,
    ]);
    expect(counts).toEqual({ settled: 2, released: 5, failedJobs: 2, left: 1 });
  });

  it('settles, and does not fail, a job the worker finished while the reconciler looked at it', async () => {
    const { reconciler, calls } = reconcilerWith({ endsMeanwhile: ids.dead });
    await reconciler.reconcile();
    expect(calls).toContain(`settle job:${ids.dead} 4`);
    expect(calls.filter((entry) => entry.includes(ids.dead))).toEqual([`settle job:${ids.dead} 4`]);
  });

  it('makes done and settles, never releases, a job whose worker died after saving its result and before marking it done', async () => {
    const { reconciler, calls } = reconcilerWith({ savedBy: ids.dead });
    await reconciler.reconcile();
    expect(calls.filter((entry) => entry.includes(ids.dead))).toEqual([`done ${ids.dead}`, `settle job:${ids.dead} 6`]);
  });

  it('does nothing on a replica that did not win the lock', async () => {
    const { reconciler, calls } = reconcilerWith({ lock: null });
    expect(await reconciler.runIfLeader()).toBeNull();
    expect(calls).toEqual([]);
  });
});
