import { testIp } from '@studyforge/test-support';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, uniqueStudent } from './browser.js';

export interface SignedInSession {
  context: BrowserContext;
  page: Page;
  student: ReturnType<typeof uniqueStudent>;
}

/**
 * A browser context with a brand-new student signed in through the API (50 free credits), the
 * cookie notice dismissed and, when asked, clipboard access granted.
 */
export async function signedInSession(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; clipboard?: boolean } = {},
): Promise<SignedInSession> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: options.viewport ?? { width: 1280, height: 800 } });
  if (options.clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  await context.addInitScript(() => window.localStorage.setItem('studyforge-cookie-notice-dismissed', '1'));
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const student = uniqueStudent();
  // Each test student signs up from its own address, as real students do: the per-address sign-up
  // limit is for the screens under test, not for this set-up.
  const headers = { 'x-forwarded-for': testIp() };
  const signUp = await page.request.post('/api/auth/signup', { data: student, headers });
  if (signUp.status() !== 201) throw new Error(`sign-up answered ${signUp.status()}: ${await signUp.text()}`);
  const signIn = await page.request.post('/api/auth/signin', { data: { email: student.email, password: student.password }, headers });
  if (signIn.status() !== 200) throw new Error(`sign-in answered ${signIn.status()}: ${await signIn.text()}`);
  return { context, page, student };
}

/** Waits for the toast with this title (and description, when given) to be on screen. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  let toast = page.locator('[data-slot="toast"]').filter({ has: page.getByText(title, { exact: true }) });
  if (description) toast = toast.filter({ hasText: description });
  await toast.first().waitFor({ state: 'visible' });
}

/** The number on the credit badge in the top bar. */
export async function creditBadge(page: Page): Promise<number> {
  return Number((await page.getByTestId('credit-badge').textContent())?.trim());
}
