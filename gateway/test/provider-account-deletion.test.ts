import { answerFromProvider, arriveAtCallback, call, startProviderGateway, type ProviderGateway } from '@studyforge/test-support';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let gateway: ProviderGateway;
let db: pg.Pool;

beforeAll(async () => {
  gateway = await startProviderGateway();
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
});

afterAll(async () => {
  await db?.end();
  await gateway?.stop();
});

async function signInWithGoogle(email: string) {
  const answer = await answerFromProvider(gateway.url, '/api/auth/google', email);
  const landed = await arriveAtCallback(answer.callbackUrl, answer.cookie);
  if (!landed.cookie) throw new Error(`no session after the provider sign-in: ${landed.status} ${landed.location}`);
  const user = await call('/api/auth/user', { cookie: landed.cookie, baseUrl: gateway.url });
  return { cookie: landed.cookie, userId: user.body.id as string };
}

describe('deleting an account that signs in only through a provider', () => {
  it('needs no password right after a provider sign-in, closes the account, and the same provider account later starts afresh', async () => {
    const email = `ada.provider.${randomUUID().slice(0, 8)}@example.edu`;
    const { cookie, userId } = await signInWithGoogle(email);

    const deleted = await call('/api/account/delete', { cookie, baseUrl: gateway.url, body: { confirmation: 'DELETE' } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await call('/api/auth/user', { cookie, baseUrl: gateway.url })).status).toBe(401);
    const { rows } = await db.query('SELECT 1 FROM auth.provider_links WHERE user_id = $1', [userId]);
    expect(rows, 'the provider link is gone at once').toHaveLength(0);

    const again = await signInWithGoogle(email);
    expect(again.userId, 'a new account, with none of the old one').not.toBe(userId);
  });
});
