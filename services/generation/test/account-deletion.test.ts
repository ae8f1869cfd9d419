import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { DELETE_ACCOUNT_CONFIRMATION } from '@studyforge/contracts';
import { loadConfig, ObjectStorage, RpcClient, s3EnvSchema } from '@studyforge/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { call, signedInStudent, testIp, waitUntil } from '@studyforge/test-support';
import { rowsNaming, studentWithData } from './support/student-data.js';

let db: pg.Pool;
let storage: ObjectStorage;
beforeAll(() => {
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  storage = new ObjectStorage(loadConfig(s3EnvSchema));
});
afterAll(async () => {
  await db.end();
});

async function ledgerRows(ids: string[]) {
  const { rows } = await db.query<{ id: string; user_id: string; delta: number; idempotency_key: string }>(
    'SELECT id, user_id, delta, idempotency_key FROM credits.ledger WHERE id = ANY($1)',
    [ids],
  );
  return rows;
}

describe('Delete account', () => {
  it('refuses without the typed confirmation or with a wrong password, and says why', async () => {
    const { cookie } = await signedInStudent();
    const unconfirmed = await call('/api/account/delete', { cookie, body: { password: 'whatever', confirmation: 'delete' } });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.message).toBe(`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`);
    const noPassword = await call('/api/account/delete', { cookie, body: { confirmation: 'DELETE' } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe('Enter your password to delete your account.');
    const wrong = await call('/api/account/delete', { cookie, body: { password: 'not-my-password-1', confirmation: 'DELETE' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The password is not correct.');
    expect((await call('/api/auth/user', { cookie })).status, 'the account is still open').toBe(200);
    expect((await call('/api/account/delete', { body: { password: 'x', confirmation: 'DELETE' } })).status).toBe(401);
  });

  it('closes the account at once, signs out every device, and erases the student in every service; the ledger keeps anonymous rows only', async () => {
    const student = await studentWithData();
    const { cookie, user } = student;
    const otherDevice = await call('/api/auth/signin', { body: { email: student.student.email, password: student.student.password }, ip: testIp() });
    const otherCookie = /studyforge\.sid=[^;]+/.exec(otherDevice.headers.get('set-cookie') ?? '')![0];
    const { rows: ledgerBefore } = await db.query<{ id: string; delta: number }>('SELECT id, delta FROM credits.ledger WHERE user_id = $1', [user.id]);
    const { rows: uploads } = await db.query<{ key: string }>(
      `SELECT f->>'key' AS key FROM generation.jobs j, jsonb_array_elements(j.input->'files') f WHERE j.user_id = $1`,
      [user.id],
    );
    expect(uploads.length).toBeGreaterThan(0);
    expect(await storage.size(uploads[0]!.key)).toBeGreaterThan(0);

    const mailQueue = () => new Queue('background', { connection: new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null }) });
    const mailsKeptFor = async (to: string) => {
      const queue = mailQueue();
      try {
        return (await queue.getJobs(['wait', 'delayed', 'completed', 'failed'])).filter((job) => job?.data?.to === to);
      } finally {
        await queue.close();
      }
    };
    expect((await mailsKeptFor(student.student.email)).length, 'the verification mail is kept by the queue').toBeGreaterThan(0);

    const deleted = await call('/api/account/delete', { cookie, body: { password: student.student.password, confirmation: ' DELETE ' } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.message).toBe('Your account is closed and your data is being erased from every service.');
    expect(deleted.headers.get('set-cookie') ?? '').toMatch(/studyforge\.sid=;/);

    expect((await call('/api/auth/user', { cookie })).status).toBe(401);
    expect((await call('/api/auth/user', { cookie: otherCookie })).status, 'every other device is signed out too').toBe(401);
    const signIn = await call('/api/auth/signin', { body: { email: student.student.email, password: student.student.password }, ip: testIp() });
    expect(signIn.status, 'sign-in is refused at once').toBe(401);

    expect(await mailsKeptFor(student.student.email), 'no mail to the old address stays in the queue').toEqual([]);

    const erased = await waitUntil(async () => Object.keys(await rowsNaming(db, user.id)).length === 0, 60_000);
    expect(erased, `left behind: ${JSON.stringify(await rowsNaming(db, user.id))}`).toBe(true);
    await expect(storage.size(uploads[0]!.key), 'the uploaded file is gone').rejects.toThrow();

    const after = await ledgerRows(ledgerBefore.map((row) => row.id));
    expect(after).toHaveLength(ledgerBefore.length);
    const anonymous = after[0]!.user_id;
    expect(anonymous).not.toBe(user.id);
    expect(after.every((row) => row.user_id === anonymous && row.idempotency_key === `erased:${row.id}`)).toBe(true);
    const { rows: account } = await db.query<{ balance: number; sum: number; anonymised: boolean }>(
      `SELECT a.balance, (SELECT sum(delta)::int FROM credits.ledger l WHERE l.user_id = a.user_id) AS sum, a.anonymised_at IS NOT NULL AS anonymised
       FROM credits.accounts a WHERE a.user_id = $1`,
      [anonymous],
    );
    expect(account[0], 'the anonymous account balances to its ledger').toEqual({ balance: 0, sum: 0, anonymised: true });

    // A job that was still running when the account went cannot open a new credit account (with a free trial).
    const rpc = new RpcClient({ natsUrl: process.env.NATS_URL!, timeoutMs: 4000 });
    try {
      const late = rpc.request(
        'credits.refund',
        { userId: user.id, amount: 2, reason: 'notes generation failed', idempotencyKey: `job:${randomUUID()}:release` },
        { requestId: 'late-refund', actor: null },
      );
      await expect(late).rejects.toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await rpc.close();
    }
    expect(await rowsNaming(db, user.id), 'still nothing of theirs').toEqual({});

    // The address is free again: signing up with it makes a new, empty account.
    const again = await call('/api/auth/signup', { body: student.student, ip: testIp() });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.id).not.toBe(user.id);
  });
});
