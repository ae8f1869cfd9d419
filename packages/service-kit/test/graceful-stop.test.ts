import { startPrivateNats, startPrivateRedis, type Stack } from '@studyforge/scripts';
import { call, scratchDir, signedInStudent, startSideStack, waitUntil } from '@studyforge/test-support';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// issue 15, point 6: a NATS service SIGTERMed while a handler runs lets it answer, then exits.
// A stack of its own (its NATS and Redis), so stopping its generation service disturbs no other test. A Postgres
// trigger holds one test goal's INSERT on an advisory lock this test owns, so the handler is running for certain
// when the signal arrives, and goes on only once the service has begun to stop.
const STOPPING = 'service stopping: letting running handlers answer';
const CUT = 'grace period over: handlers still running were cut';

let stack: Stack;
let scratch: ReturnType<typeof scratchDir>;
let stopNats: () => Promise<void>;
let stopRedis: () => Promise<void>;
let db: pg.Pool;
const trigger = `graceful_stop_${randomBytes(6).toString('hex')}`;

beforeAll(async () => {
  scratch = scratchDir('graceful-stop');
  const nats = await startPrivateNats(join(scratch.path, 'nats'));
  stopNats = nats.stop;
  const redis = await startPrivateRedis(join(scratch.path, 'redis'), false);
  stopRedis = redis.stop;
  // The gateway waits for the held handler longer than its 4 s default, so only the service's stop can fail the call.
  stack = await startSideStack({ scratch: scratch.path, natsUrl: nats.url, redisUrl: redis.url, extraEnv: { RPC_TIMEOUT_MS: '30000' } });
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 });
}, 180_000);

afterAll(async () => {
  await db?.query(`DROP TRIGGER IF EXISTS ${trigger} ON generation.study_goals`).catch(() => undefined);
  await db?.query(`DROP FUNCTION IF EXISTS public.${trigger}()`).catch(() => undefined);
  await db?.end();
  await stack?.stop();
  await stopNats?.();
  await stopRedis?.();
  scratch?.remove();
});

function serviceLog(name: string): Array<{ msg?: string; inFlight?: number; cut?: number }> {
  const path = join(scratch.path, 'logs', `${name}.log`);
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string });
}

describe('a NATS service stopped (SIGTERM) while one of its handlers runs', () => {
  it('answers that message first, then exits', async () => {
    const baseUrl = stack.url;
    const { cookie } = await signedInStudent({ baseUrl });
    const subject = `Held goal ${randomBytes(4).toString('hex')}`;
    const lockKey = randomInt(1, 2 ** 31 - 1);

    const holder = await db.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [lockKey]);
      await db.query(
        `CREATE FUNCTION public.${trigger}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_advisory_xact_lock(${lockKey}); RETURN NEW; END $$`,
      );
      await db.query(
        `CREATE TRIGGER ${trigger} BEFORE INSERT ON generation.study_goals FOR EACH ROW WHEN (NEW.subject = '${subject}') EXECUTE FUNCTION public.${trigger}()`,
      );

      const dueDate = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      const answer = call('/api/study-goals', { cookie, baseUrl, body: { subject, dueDate } });
      const held = await waitUntil(async () => {
        const { rowCount } = await db.query(`SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND classid = 0 AND objid = $1`, [lockKey]);
        return (rowCount ?? 0) > 0;
      }, 30_000);
      expect(held, 'the add-goal handler is running, held by the trigger').toBe(true);

      const generation = stack.apps.get('generation')!;
      const exited = generation.kill('SIGTERM');
      const stopping = await waitUntil(async () => serviceLog('generation').some((line) => line.msg === STOPPING), 30_000);
      expect(stopping, 'the service began to stop').toBe(true);
      expect(serviceLog('generation').find((line) => line.msg === STOPPING)?.inFlight).toBe(1);
      expect(generation.running, 'it waits for the running handler').toBe(true);

      await holder.query('SELECT pg_advisory_unlock($1)', [lockKey]);
      const reply = await answer;
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      expect(reply.body).toMatchObject({ subject, dueDate });
      const saved = await db.query('SELECT 1 FROM generation.study_goals WHERE id = $1', [reply.body.id]);
      expect(saved.rowCount).toBe(1);

      await exited;
      expect(generation.running).toBe(false);
      expect(serviceLog('generation').some((line) => line.msg === CUT)).toBe(false);
    } finally {
      await holder.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
      holder.release();
    }
  }, 120_000);
});
