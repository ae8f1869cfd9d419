import { accountMessages, FREE_TRIAL_CREDITS, providerSignInErrorRedirect } from '@studyforge/contracts';
import {
  answerFromProvider,
  arriveAtCallback,
  call,
  linkTokenOf,
  mailsTo,
  newStudent,
  NO_EMAIL_LOGIN_SUFFIX,
  sessionCookieOf,
  startProviderGateway,
  TEST_OIDC_BUTTON_LABEL,
  testIp,
  UNVERIFIED_LOGIN_SUFFIX,
  waitForMail,
  type ProviderGateway,
} from '@studyforge/test-support';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const GOOGLE = '/api/auth/google';
const HOSTED = '/api/login';

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

function uniqueEmail(name = 'grace.hopper'): string {
  return `${name}.${randomUUID().slice(0, 8)}@example.edu`;
}

/** Signs in through a provider from start to end; answers where the browser lands and as whom. */
async function signInThrough(startPath: string, login: string) {
  const answer = await answerFromProvider(gateway.url, startPath, login);
  const landed = await arriveAtCallback(answer.callbackUrl, answer.cookie);
  const user = landed.cookie ? await call('/api/auth/user', { cookie: landed.cookie, baseUrl: gateway.url }) : null;
  return { answer, landed, user };
}

async function passwordAccount(email: string) {
  const student = { ...newStudent(), email };
  const signUp = await call('/api/auth/signup', { body: student, ip: testIp(), baseUrl: gateway.url });
  expect(signUp.status).toBe(201);
  return { student, userId: signUp.body.id as string };
}

async function signInWithPassword(email: string, password: string) {
  const reply = await call('/api/auth/signin', { body: { email, password }, ip: testIp(), baseUrl: gateway.url });
  return { status: reply.status, cookie: reply.status === 200 ? sessionCookieOf(reply) : '' };
}

/** Opens the verification link mailed at sign-up, as the owner of the mailbox does. */
async function verifyByMail(email: string): Promise<void> {
  const { token } = linkTokenOf(await waitForMail(email, /Verify your email address/), '/verify-email');
  expect((await call('/api/auth/verify-email', { body: { token }, baseUrl: gateway.url })).status).toBe(200);
}

/** Forgot password, then the mailed link, as the owner of the mailbox does. */
async function resetByMail(email: string, password: string): Promise<void> {
  expect((await call('/api/auth/forgot-password', { body: { email }, ip: testIp(), baseUrl: gateway.url })).status).toBe(200);
  const { token } = linkTokenOf(await waitForMail(email, /Reset your StudyForge password/), '/reset-password');
  const reset = await call('/api/auth/reset-password', { body: { token, password }, ip: testIp(), baseUrl: gateway.url });
  expect(reset.status).toBe(200);
}

async function linksOf(userId: string): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(`SELECT provider || ':' || subject AS key FROM auth.provider_links WHERE user_id = $1 ORDER BY 1`, [userId]);
  return rows.map((row) => row.key);
}

describe('the provider buttons', () => {
  it('are both configured on a gateway with providers, with the hosted platform label from OIDC_BUTTON_LABEL', async () => {
    const response = await call('/api/auth/providers', { baseUrl: gateway.url });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      google: { configured: true, label: 'Continue with Google' },
      oidc: { configured: true, label: TEST_OIDC_BUTTON_LABEL },
    });
  });

  it('keep their default texts and "not configured" where no provider is set (the main stack, like npm start)', async () => {
    const response = await call('/api/auth/providers');
    expect(response.body).toEqual({
      google: { configured: false, label: 'Continue with Google' },
      oidc: { configured: false, label: 'Continue with Replit' },
    });
    for (const path of [GOOGLE, HOSTED, '/api/auth/google/callback?code=x&state=y', '/api/callback?code=x&state=y']) {
      const response = await call(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('/signin?authError=provider-not-configured');
    }
  });

  it('start an authorization-code flow with PKCE (S256), state and nonce, and a short-lived visitor session', async () => {
    const response = await fetch(`${gateway.url}${GOOGLE}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(gateway.google.issuer);
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('client_id')).toBe(gateway.google.clientId);
    expect(location.searchParams.get('redirect_uri')).toBe(`${gateway.url}/api/auth/google/callback`);
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(location.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/studyforge\.sid=/);
    const expires = new Date(/Expires=([^;]+)/i.exec(cookie)![1]!).getTime();
    expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000 + 5000);
  });
});

describe('signing in through Google', () => {
  it('creates a new account with the names from the claims, a verified address, no password and the free trial once', async () => {
    const email = uniqueEmail('ada.byron');
    const { landed, user } = await signInThrough(GOOGLE, email);
    expect(landed.status).toBe(302);
    expect(landed.location).toBe('/dashboard');
    expect(user!.status).toBe(200);
    expect(user!.body).toMatchObject({ email, firstName: 'Ada', lastName: 'Byron', emailVerified: true, credits: FREE_TRIAL_CREDITS });
    // No password was set: the password sign-in does not open the account.
    const byPassword = await call('/api/auth/signin', { body: { email, password: 'Anything123' }, ip: testIp(), baseUrl: gateway.url });
    expect(byPassword.status).toBe(401);
    // Changing a password it never had says how to set one, not that the current one is wrong.
    const change = await call('/api/auth/change-password', {
      body: { currentPassword: 'Anything123', newPassword: 'A-new-Passw0rd!' },
      cookie: landed.cookie!,
      baseUrl: gateway.url,
    });
    expect(change.status).toBe(400);
    expect(change.body.message).toBe(accountMessages.noPasswordYet);
  });

  it('signs a returning student in to the same account, with a new session id and no second free trial', async () => {
    const email = uniqueEmail();
    const first = await signInThrough(GOOGLE, email);
    const again = await signInThrough(GOOGLE, email);
    expect(again.landed.location).toBe('/dashboard');
    expect(again.user!.body.id).toBe(first.user!.body.id);
    expect(again.user!.body.credits).toBe(FREE_TRIAL_CREDITS);
    // The session id is regenerated at sign-in: the cookie of the started flow is not the signed-in one.
    expect(again.landed.cookie).not.toBe(again.answer.cookie);
    expect((await call('/api/auth/user', { cookie: again.answer.cookie, baseUrl: gateway.url })).status).toBe(401);
  });

  it('lists provider sessions under their account, so "sign out everywhere else" ends them', async () => {
    const email = uniqueEmail();
    const first = await signInThrough(GOOGLE, email);
    const second = await signInThrough(HOSTED, email);
    expect(second.user!.body.id).toBe(first.user!.body.id);
    const revoke = await call('/api/auth/sessions/revoke-others', { method: 'POST', cookie: second.landed.cookie!, baseUrl: gateway.url });
    expect(revoke.status).toBe(200);
    expect((await call('/api/auth/user', { cookie: first.landed.cookie!, baseUrl: gateway.url })).status).toBe(401);
    expect((await call('/api/auth/user', { cookie: second.landed.cookie!, baseUrl: gateway.url })).status).toBe(200);
  });

  it('links an existing e-mail account whose address is proven, when the provider verified it too, keeping its password', async () => {
    const email = uniqueEmail('marie.curie');
    const { student, userId } = await passwordAccount(email);
    await verifyByMail(email);
    const { landed, user } = await signInThrough(GOOGLE, email.toUpperCase());
    expect(landed.location).toBe('/dashboard');
    expect(user!.body).toMatchObject({ id: userId, email, firstName: student.firstName, credits: FREE_TRIAL_CREDITS, emailVerified: true });
    const byPassword = await call('/api/auth/signin', { body: { email, password: student.password }, ip: testIp(), baseUrl: gateway.url });
    expect(byPassword.status).toBe(200);
    expect(byPassword.body.id).toBe(userId);
  });

  it('refuses every provider account whose address the provider has not verified, creating and linking nothing', async () => {
    const fresh = uniqueEmail();
    const unknown = await signInThrough(GOOGLE, `${fresh}${UNVERIFIED_LOGIN_SUFFIX}`);
    expect(unknown.landed.location).toBe(providerSignInErrorRedirect('email-not-verified'));
    expect(unknown.user?.status ?? 401).toBe(401);
    expect((await db.query('SELECT 1 FROM auth.users WHERE email = $1', [fresh])).rowCount).toBe(0);

    const proven = uniqueEmail();
    const { userId } = await passwordAccount(proven);
    await verifyByMail(proven);
    const refused = await signInThrough(HOSTED, `${proven}${UNVERIFIED_LOGIN_SUFFIX}`);
    expect(refused.landed.location).toBe(providerSignInErrorRedirect('email-not-verified'));
    expect(refused.user?.status ?? 401).toBe(401);
    expect(await linksOf(userId)).toEqual([]);
  });

  it('mails no verification link to a new account whose address the provider verified', async () => {
    const verified = uniqueEmail();
    await signInThrough(GOOGLE, verified);
    // A mail queued after the sign-in has arrived, so a verification mail queued by it would have too.
    expect((await call('/api/auth/forgot-password', { body: { email: verified }, ip: testIp(), baseUrl: gateway.url })).status).toBe(200);
    await waitForMail(verified, /Reset your StudyForge password/);
    expect((await mailsTo(verified)).map((mail) => mail.subject)).not.toContainEqual(expect.stringMatching(/Verify your email address/));
  });

  it('refuses a provider account that shares no address', async () => {
    const { landed } = await signInThrough(GOOGLE, `${uniqueEmail()}${NO_EMAIL_LOGIN_SUFFIX}`);
    expect(landed.location).toBe(providerSignInErrorRedirect('email-missing'));
  });
});

describe('an account someone else signed up for with your address', () => {
  it('is not joined by your Google sign-in until you prove the mailbox; the reset then shuts the stranger out and Google links', async () => {
    const email = uniqueEmail('rosa.parks');
    const { student: stranger, userId } = await passwordAccount(email);
    const strangerSession = await signInWithPassword(email, stranger.password);
    expect(strangerSession.status).toBe(200);

    const refused = await signInThrough(GOOGLE, email);
    expect(refused.landed.location).toBe(providerSignInErrorRedirect('account-not-verified'));
    expect(refused.user?.status ?? 401).toBe(401);
    expect(await linksOf(userId)).toEqual([]);

    const ownPassword = 'Owner-chose-this-1';
    await resetByMail(email, ownPassword);
    expect((await call('/api/auth/user', { cookie: strangerSession.cookie, baseUrl: gateway.url })).status).toBe(401);
    expect((await signInWithPassword(email, stranger.password)).status).toBe(401);

    const owner = await signInThrough(GOOGLE, email);
    expect(owner.landed.location).toBe('/dashboard');
    expect(owner.user!.body).toMatchObject({ id: userId, email, emailVerified: true });
    expect((await signInWithPassword(email, ownPassword)).status).toBe(200);
  });

  it("loses, at the owner's password reset, every session and every provider link made before the address was proven", async () => {
    const email = uniqueEmail('ida.wells');
    const { student, userId } = await passwordAccount(email);
    // A link made by a provider sign-in that never proved the address (possible before provider links needed a proven address).
    const strangerLogin = uniqueEmail('mallory');
    await db.query(`INSERT INTO auth.provider_links (provider, subject, user_id, email) VALUES ('oidc', $1, $2, $3)`, [strangerLogin, userId, email]);
    const stranger = await signInThrough(HOSTED, strangerLogin);
    expect(stranger.user!.body.id).toBe(userId);

    await verifyByMail(email);
    const owner = await signInThrough(GOOGLE, email);
    expect(owner.user!.body.id).toBe(userId);
    const ownerByPassword = await signInWithPassword(email, student.password);
    expect(await linksOf(userId)).toEqual([`google:${email}`, `oidc:${strangerLogin}`]);

    await resetByMail(email, 'Owner-chose-this-2');
    for (const cookie of [stranger.landed.cookie!, owner.landed.cookie!, ownerByPassword.cookie]) {
      expect((await call('/api/auth/user', { cookie, baseUrl: gateway.url })).status).toBe(401);
    }
    expect(await linksOf(userId)).toEqual([`google:${email}`]);
    const strangerAgain = await signInThrough(HOSTED, strangerLogin);
    expect(strangerAgain.user!.body.id).not.toBe(userId);
    expect((await signInThrough(GOOGLE, email)).user!.body.id).toBe(userId);
  });
});

describe('signing in through the hosted platform', () => {
  it('creates the account from the user info (its ID token carries no profile), then signs the same person in again', async () => {
    const email = uniqueEmail('alan.turing');
    const first = await signInThrough(HOSTED, email);
    expect(first.landed.location).toBe('/dashboard');
    expect(first.user!.body).toMatchObject({ email, firstName: 'Alan', lastName: 'Turing', emailVerified: true, credits: FREE_TRIAL_CREDITS });
    const again = await signInThrough(HOSTED, email);
    expect(again.user!.body.id).toBe(first.user!.body.id);
  });

  it('links the Google account and the hosted platform account of one verified address to one account', async () => {
    const email = uniqueEmail();
    const google = await signInThrough(GOOGLE, email);
    const hosted = await signInThrough(HOSTED, email);
    expect(hosted.user!.body.id).toBe(google.user!.body.id);
  });
});

describe('the callback refuses', () => {
  it('a tampered state, without signing anyone in', async () => {
    const answer = await answerFromProvider(gateway.url, GOOGLE, uniqueEmail());
    answer.callbackUrl.searchParams.set('state', 'tampered-state-value');
    const landed = await arriveAtCallback(answer.callbackUrl, answer.cookie);
    expect(landed.status).toBe(302);
    expect(landed.location).toBe(providerSignInErrorRedirect('invalid-state'));
    expect((await call('/api/auth/user', { cookie: answer.cookie, baseUrl: gateway.url })).status).toBe(401);
  });

  it('a missing state', async () => {
    const answer = await answerFromProvider(gateway.url, GOOGLE, uniqueEmail());
    answer.callbackUrl.searchParams.delete('state');
    expect((await arriveAtCallback(answer.callbackUrl, answer.cookie)).location).toBe(providerSignInErrorRedirect('invalid-state'));
  });

  it('an answer that reaches a browser which started no sign-in (another browser, or no session)', async () => {
    const answer = await answerFromProvider(gateway.url, GOOGLE, uniqueEmail());
    expect((await arriveAtCallback(answer.callbackUrl, null)).location).toBe(providerSignInErrorRedirect('sign-in-expired'));
    const other = await answerFromProvider(gateway.url, GOOGLE, uniqueEmail());
    expect((await arriveAtCallback(answer.callbackUrl, other.cookie)).location).toBe(providerSignInErrorRedirect('invalid-state'));
  });

  it('a replayed callback, with the old session or the new one', async () => {
    const answer = await answerFromProvider(gateway.url, GOOGLE, uniqueEmail());
    const first = await arriveAtCallback(answer.callbackUrl, answer.cookie);
    expect(first.location).toBe('/dashboard');
    expect((await arriveAtCallback(answer.callbackUrl, answer.cookie)).location).toBe(providerSignInErrorRedirect('sign-in-expired'));
    expect((await arriveAtCallback(answer.callbackUrl, first.cookie)).location).toBe(providerSignInErrorRedirect('sign-in-expired'));
  });

  it('an answer whose state is right but whose code was already used elsewhere (the token exchange fails)', async () => {
    const used = await answerFromProvider(gateway.url, GOOGLE, uniqueEmail());
    expect((await arriveAtCallback(used.callbackUrl, used.cookie)).location).toBe('/dashboard');
    const fresh = await answerFromProvider(gateway.url, GOOGLE, uniqueEmail());
    const forged = new URL(fresh.callbackUrl);
    forged.searchParams.set('code', used.callbackUrl.searchParams.get('code')!);
    expect((await arriveAtCallback(forged, fresh.cookie)).location).toBe(providerSignInErrorRedirect('provider-error'));
  });

  it('a cancelled consent, as "cancelled"', async () => {
    const answer = await answerFromProvider(gateway.url, HOSTED, uniqueEmail(), { cancel: true });
    expect(answer.callbackUrl.searchParams.get('error')).toBe('access_denied');
    expect((await arriveAtCallback(answer.callbackUrl, answer.cookie)).location).toBe(providerSignInErrorRedirect('cancelled'));
  });

  it('a provider error other than a cancel, as "provider-error", and odd query values without a 500', async () => {
    const answer = await answerFromProvider(gateway.url, GOOGLE, uniqueEmail());
    const errored = new URL(answer.callbackUrl);
    errored.search = new URLSearchParams({ error: 'server_error', state: answer.callbackUrl.searchParams.get('state')! }).toString();
    expect((await arriveAtCallback(errored, answer.cookie)).location).toBe(providerSignInErrorRedirect('provider-error'));
    const odd = await arriveAtCallback(new URL(`${gateway.url}/api/auth/google/callback?state=a&state=b&code[x]=1`), null);
    expect(odd.status).toBe(302);
    expect(odd.location).toBe(providerSignInErrorRedirect('sign-in-expired'));
  });
});
