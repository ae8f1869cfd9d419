import { accountMessages } from '@studyforge/contracts';
import { linkTokenOf, waitForMail } from '@studyforge/test-support';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchChromium, screenshot, uniqueStudent } from './support/browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

async function freshPage(options: { theme?: 'light' | 'dark'; width?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: options.width ?? 1280, height: 800 } });
  const theme = options.theme ?? 'light';
  await context.addInitScript((value) => {
    window.localStorage.setItem('studyforge-cookie-notice-dismissed', '1');
    if (!window.localStorage.getItem('vite-ui-theme')) window.localStorage.setItem('vite-ui-theme', value);
  }, theme);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  // The sign-in screen loads with its route: until it shows, the page before it (sign-up's own Email field) may still be there.
  await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
}

describe('e-mail verification in the browser', () => {
  it('signs up, reads the verification mail from the inbox, verifies once, and the banner goes away', async () => {
    const { context, page } = await freshPage();
    const student = uniqueStudent();
    try {
      await page.goto('/signup');
      await page.getByRole('textbox', { name: 'First Name' }).fill(student.firstName);
      await page.getByRole('textbox', { name: 'Last Name' }).fill(student.lastName);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(student.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(student.password);
      await page.getByRole('textbox', { name: 'Confirm Password' }).fill(student.password);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('Please check your email to verify your account.', { exact: true }).waitFor();
      await page.waitForURL('**/signin');

      await signInThroughForm(page, student.email, student.password);
      const banner = page.getByTestId('unverified-email-banner');
      await banner.waitFor();
      await expect.poll(() => banner.textContent()).toContain(student.email);
      // The dashboard, loaded whole after signing in, opens at its top, not where the sign-in page was scrolled.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await screenshot(page, 'unverified-banner-1280-light');
      await banner.getByRole('button', { name: 'Resend e-mail' }).click();
      await page.getByText(accountMessages.verificationSent, { exact: true }).first().waitFor();
      await page.setViewportSize({ width: 390, height: 800 });
      await page.evaluate(() => window.localStorage.setItem('vite-ui-theme', 'dark'));
      await page.reload();
      await banner.getByRole('button', { name: 'Resend e-mail' }).waitFor();
      await screenshot(page, 'unverified-banner-390-dark');
      await page.setViewportSize({ width: 1280, height: 800 });

      const mail = await waitForMail(student.email, /Verify your email address/);
      const { url } = linkTokenOf(mail, '/verify-email');
      await page.goto(url);
      await page.getByRole('heading', { name: 'Email verified' }).waitFor();
      await page.getByText(accountMessages.emailVerified, { exact: true }).waitFor();
      await screenshot(page, 'verify-email-success-1280-light');

      await page.getByRole('link', { name: 'Go to your dashboard' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByTestId('unverified-email-banner').count()).toBe(0);

      await page.goto(url);
      await page.getByRole('heading', { name: 'This link was already used' }).waitFor();
      await page.getByText(accountMessages.tokenUsed, { exact: true }).waitFor();
      await page.goto('/verify-email?token=not-a-real-link');
      await page.getByRole('heading', { name: 'This link is not valid' }).waitFor();
    } catch (error) {
      await screenshot(page, 'verify-email-failure');
      throw error;
    } finally {
      await context.close();
    }
  });

  it('signs nothing in: a signed-out visitor who opens the link stays signed out', async () => {
    const { context, page } = await freshPage({ theme: 'dark', width: 390 });
    const student = uniqueStudent();
    try {
      const signUp = await page.request.post('/api/auth/signup', { data: student });
      expect(signUp.status()).toBe(201);
      const { url } = linkTokenOf(await waitForMail(student.email, /Verify your email address/), '/verify-email');
      await page.goto(url);
      await page.getByRole('heading', { name: 'Email verified' }).waitFor();
      await screenshot(page, 'verify-email-success-390-dark');
      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.waitForURL('**/signin');
      expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    } finally {
      await context.close();
    }
  });
});

describe('forgot and reset password in the browser', () => {
  it('asks for a link, reads it from the inbox, sets a new password and signs in with it', async () => {
    const { context, page } = await freshPage({ width: 390 });
    const student = uniqueStudent();
    try {
      expect((await page.request.post('/api/auth/signup', { data: student })).status()).toBe(201);
      await page.goto('/signin');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL('**/forgot-password');
      await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText('Please enter a valid email address', { exact: true }).waitFor();
      await screenshot(page, 'forgot-password-390-light');
      await page.getByRole('textbox', { name: 'Email' }).fill(student.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();
      await page.getByText(accountMessages.resetRequested, { exact: true }).waitFor();

      const { url } = linkTokenOf(await waitForMail(student.email, /Reset your StudyForge password/), '/reset-password');
      await page.goto(url);
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      const newPassword = `${student.password}New`;
      await page.getByLabel('New password', { exact: true }).fill('short');
      await page.getByLabel('Confirm Password', { exact: true }).fill('different');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await page.getByText('Password must be at least 8 characters', { exact: true }).waitFor();
      await page.getByText("Passwords don't match", { exact: true }).waitFor();
      await screenshot(page, 'reset-password-errors-390-light');

      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await page.waitForURL('**/signin');
      await page.getByText(accountMessages.passwordReset, { exact: true }).first().waitFor();

      await page.getByRole('textbox', { name: 'Email' }).fill(student.email);
      await page.getByRole('textbox', { name: 'Password' }).fill(student.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('Invalid email or password.', { exact: true }).first().waitFor();
      await signInThroughForm(page, student.email, newPassword);

      await page.goto(url);
      await page.getByRole('button', { name: 'Reset password' }).waitFor();
      await page.getByLabel('New password', { exact: true }).fill(`${newPassword}2`);
      await page.getByLabel('Confirm Password', { exact: true }).fill(`${newPassword}2`);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await page.getByText('This link was already used', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Request a new link' }).waitFor();
      await screenshot(page, 'reset-password-used-390-light');
    } catch (error) {
      await screenshot(page, 'reset-password-failure');
      throw error;
    } finally {
      await context.close();
    }
  });
});

describe('the legal pages', () => {
  it('open from the sign-in page signed out, and signed in too', async () => {
    const { context, page } = await freshPage({ theme: 'dark' });
    try {
      await page.goto('/signin');
      await page.getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL('**/privacy');
      await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
      for (const heading of ['What we store', 'Cookies', 'How long we keep it', 'Getting a copy, or deleting everything']) {
        await page.getByRole('heading', { name: heading }).waitFor();
      }
      await screenshot(page, 'privacy-1280-dark');
      await page.getByRole('link', { name: 'Terms of Service' }).click();
      await page.waitForURL('**/terms');
      await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
      await screenshot(page, 'terms-1280-dark');

      const student = uniqueStudent();
      expect((await page.request.post('/api/auth/signup', { data: student })).status()).toBe(201);
      expect((await page.request.post('/api/auth/signin', { data: { email: student.email, password: student.password } })).status()).toBe(200);
      await page.goto('/terms');
      await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
      await page.goto('/privacy');
      await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });
});
