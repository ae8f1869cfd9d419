import { DEFAULT_PROVIDER_LABELS, FREE_TRIAL_CREDITS, providerSignInErrors } from '@studyforge/contracts';
import { linkTokenOf, startProviderGateway, TEST_OIDC_BUTTON_LABEL, UNVERIFIED_LOGIN_SUFFIX, waitForMail, type ProviderGateway } from '@studyforge/test-support';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot, uniqueStudent, withFailureScreenshot } from './support/browser.js';
import { creditBadge, expectToast } from './support/session.js';

let browser: Browser;
let gateway: ProviderGateway;

beforeAll(async () => {
  [browser, gateway] = await Promise.all([launchChromium(), startProviderGateway()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), gateway?.stop()]);
});

/** A fresh browser on the gateway that has both providers configured (the cookie notice dismissed). */
async function providerBrowser(viewport = { width: 1280, height: 800 }, theme: 'light' | 'dark' = 'light'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: gateway.url, viewport });
  await context.addInitScript((chosen) => {
    window.localStorage.setItem('studyforge-cookie-notice-dismissed', '1');
    window.localStorage.setItem('vite-ui-theme', chosen);
  }, theme);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

/** On the provider's own pages: types the login (any password), then consents or cancels. */
async function atProvider(page: Page, issuer: string, login: string, consent: 'continue' | 'cancel' = 'continue'): Promise<void> {
  await page.waitForURL(`${issuer}/**`);
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  if (consent === 'cancel') await page.getByRole('link', { name: '[ Cancel ]' }).click();
  else await page.getByRole('button', { name: 'Continue' }).click();
}

async function currentUser(page: Page) {
  const response = await page.request.get('/api/auth/user');
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: string; email: string; firstName: string; lastName: string; credits: number };
}

function uniqueEmail(name: string): string {
  return `${name}.${Math.random().toString(36).slice(2, 10)}@example.edu`;
}

describe('Google sign-in', () => {
  it('creates a new account with 50 credits, and signs the same student in again later', async () => {
    const email = uniqueEmail('katherine.johnson');
    const first = await providerBrowser();
    let userId = '';
    await withFailureScreenshot(first.page, 'provider-new-account', async () => {
      await first.page.goto('/signin');
      await first.page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      await first.page.getByRole('button', { name: TEST_OIDC_BUTTON_LABEL }).waitFor();
      await first.page.getByRole('button', { name: DEFAULT_PROVIDER_LABELS.google }).click();
      await atProvider(first.page, gateway.google.issuer, email);
      await first.page.waitForURL('**/dashboard');
      await expect.poll(() => creditBadge(first.page), { timeout: 15_000 }).toBe(FREE_TRIAL_CREDITS);
      const user = await currentUser(first.page);
      expect(user).toMatchObject({ email, firstName: 'Katherine', lastName: 'Johnson' });
      userId = user.id;
      await screenshot(first.page, 'provider-new-account-dashboard');
    }).finally(() => first.context.close());

    const again = await providerBrowser({ width: 390, height: 844 });
    await withFailureScreenshot(again.page, 'provider-returning-account', async () => {
      await again.page.goto('/signup');
      await again.page.getByRole('button', { name: DEFAULT_PROVIDER_LABELS.google }).click();
      await atProvider(again.page, gateway.google.issuer, email);
      await again.page.waitForURL('**/dashboard');
      expect((await currentUser(again.page)).id).toBe(userId);
      await expect.poll(() => creditBadge(again.page), { timeout: 15_000 }).toBe(FREE_TRIAL_CREDITS);
    }).finally(() => again.context.close());
  });

  it('sends a student who cancels at the consent page back to sign-in with a clear toast', async () => {
    const { context, page } = await providerBrowser({ width: 390, height: 844 }, 'dark');
    await withFailureScreenshot(page, 'provider-cancelled', async () => {
      await page.goto('/signin');
      await page.getByRole('button', { name: DEFAULT_PROVIDER_LABELS.google }).click();
      await atProvider(page, gateway.google.issuer, uniqueEmail('ada.lovelace'), 'cancel');
      await page.waitForURL('**/signin');
      await expectToast(page, 'Sign in failed', providerSignInErrors.cancelled);
      expect(new URL(page.url()).search).toBe('');
      expect((await page.request.get('/api/auth/user')).status()).toBe(401);
      await screenshot(page, 'provider-cancelled-phone-dark');
    }).finally(() => context.close());
  });

  it('refuses an answer whose state was tampered with, signing nobody in', async () => {
    const { context, page } = await providerBrowser();
    await withFailureScreenshot(page, 'provider-tampered-state', async () => {
      // Redirects cannot be routed, so the consent is sent from here, and the provider's answer (two redirects
      // later) comes back to the browser with another state.
      await page.route(`${gateway.google.issuer}/interaction/**`, async (route) => {
        if (route.request().method() !== 'POST' || !route.request().postData()?.includes('prompt=consent')) return route.continue();
        const consented = await route.fetch({ maxRedirects: 0 });
        const resumed = await context.request.get(new URL(consented.headers().location!, gateway.google.issuer).href, { maxRedirects: 0 });
        const callback = new URL(resumed.headers().location!);
        expect(callback.pathname).toBe('/api/auth/google/callback');
        callback.searchParams.set('state', `${callback.searchParams.get('state')}-tampered`);
        await route.fulfill({ status: 303, headers: { location: callback.href } });
      });
      await page.goto('/signin');
      await page.getByRole('button', { name: DEFAULT_PROVIDER_LABELS.google }).click();
      await atProvider(page, gateway.google.issuer, uniqueEmail('alan.turing'));
      await page.waitForURL('**/signin');
      await expectToast(page, 'Sign in failed', providerSignInErrors['invalid-state']);
      expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    }).finally(() => context.close());
  });
});

describe('hosted platform sign-in', () => {
  it('links an existing e-mail account whose address is proven (the provider verified it too) from the sign-up page, under its configured label', async () => {
    const student = { ...uniqueStudent(), email: uniqueEmail('rosalind.franklin') };
    const { context, page } = await providerBrowser();
    await withFailureScreenshot(page, 'provider-linked-account', async () => {
      const signUp = await page.request.post('/api/auth/signup', { data: student });
      expect(signUp.status()).toBe(201);
      const { id } = (await signUp.json()) as { id: string };
      const { token } = linkTokenOf(await waitForMail(student.email, /Verify your email address/), '/verify-email');
      expect((await page.request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);
      await page.goto('/signup');
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await page.getByRole('button', { name: TEST_OIDC_BUTTON_LABEL }).click();
      await atProvider(page, gateway.hosted.issuer, student.email);
      await page.waitForURL('**/dashboard');
      const user = await currentUser(page);
      expect(user).toMatchObject({ id, email: student.email, firstName: student.firstName, credits: FREE_TRIAL_CREDITS });
      await expect.poll(() => creditBadge(page), { timeout: 15_000 }).toBe(FREE_TRIAL_CREDITS);
    }).finally(() => context.close());
  });

  it('keeps the refusal on the sign-in page when an account with the address is unproven, with the way to prove it', async () => {
    const student = { ...uniqueStudent(), email: uniqueEmail('lise.meitner') };
    const { context, page } = await providerBrowser();
    await withFailureScreenshot(page, 'provider-account-unproven', async () => {
      expect((await page.request.post('/api/auth/signup', { data: student })).status()).toBe(201);
      await page.goto('/signin');
      await page.getByRole('button', { name: TEST_OIDC_BUTTON_LABEL }).click();
      await atProvider(page, gateway.hosted.issuer, student.email);
      await page.waitForURL('**/signin');
      const notice = page.getByTestId('provider-refusal');
      await notice.filter({ hasText: providerSignInErrors['account-not-verified'] }).waitFor();
      expect(new URL(page.url()).search).toBe('');
      expect((await page.request.get('/api/auth/user')).status()).toBe(401);
      await screenshot(page, 'provider-account-unproven-desktop');
      await notice.getByRole('link', { name: 'Reset your password' }).click();
      await page.waitForURL('**/forgot-password');
    }).finally(() => context.close());
  });

  it('keeps the refusal on the sign-up page when the provider has not verified the address', async () => {
    const { context, page } = await providerBrowser({ width: 390, height: 844 }, 'dark');
    await withFailureScreenshot(page, 'provider-unverified', async () => {
      await page.goto('/signup');
      await page.getByRole('button', { name: TEST_OIDC_BUTTON_LABEL }).click();
      await atProvider(page, gateway.hosted.issuer, `${uniqueEmail('chien.wu')}${UNVERIFIED_LOGIN_SUFFIX}`);
      await page.waitForURL('**/signin');
      await page.getByTestId('provider-refusal').filter({ hasText: providerSignInErrors['email-not-verified'] }).waitFor();
      expect((await page.request.get('/api/auth/user')).status()).toBe(401);
      await screenshot(page, 'provider-unverified-phone-dark');
    }).finally(() => context.close());
  });
});
