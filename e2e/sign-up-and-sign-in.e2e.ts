import { authMessages } from '@studyforge/contracts';
import { testIp } from '@studyforge/test-support';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newPage, screenshot, uniqueStudent } from './support/browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

async function fillSignUp(page: Page, fields: { firstName: string; lastName: string; email: string; password: string; confirm: string }) {
  await page.getByRole('textbox', { name: 'First Name' }).fill(fields.firstName);
  await page.getByRole('textbox', { name: 'Last Name' }).fill(fields.lastName);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(fields.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(fields.password);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(fields.confirm);
}

describe('a new student', () => {
  it('signs up, signs in, sees 50 credits, stays signed in across a reload and logs out', async () => {
    const { context, page } = await newPage(browser);
    const student = uniqueStudent();
    try {
      await page.goto('/');
      await expect.poll(() => page.getByRole('heading', { name: 'Upload. Study. Excel.' }).isVisible()).toBe(true);
      await page.getByRole('link', { name: 'Get Started' }).first().click();
      await page.waitForURL('**/signup');
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();

      await page.getByRole('button', { name: 'Create account' }).click();
      for (const message of [
        authMessages.firstNameTooShort,
        authMessages.lastNameTooShort,
        authMessages.invalidEmail,
        authMessages.passwordTooShort,
        authMessages.mustAgreeToTerms,
      ]) {
        await page.getByText(message, { exact: true }).first().waitFor();
      }
      await screenshot(page, 'sign-up-empty');

      await fillSignUp(page, { ...student, password: 'weakpassword', confirm: 'weakpassword' });
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText(authMessages.passwordTooWeak, { exact: true }).waitFor();

      await fillSignUp(page, { ...student, confirm: `${student.password}x` });
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText(authMessages.passwordsDontMatch, { exact: true }).waitFor();

      await fillSignUp(page, { ...student, confirm: student.password });
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('Account created successfully!', { exact: true }).waitFor();
      await page.waitForURL('**/signin');

      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(student.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(student.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL('**/dashboard');
      const badge = page.getByTestId('credit-badge');
      await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toContain('50');
      await screenshot(page, 'dashboard');

      await page.reload();
      await page.waitForURL('**/dashboard');
      await expect.poll(() => page.getByTestId('credit-badge').textContent(), { timeout: 15_000 }).toContain('50');

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('heading', { name: 'Upload. Study. Excel.' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.getByTestId('credit-badge').count()).toBe(0);
    } catch (error) {
      await screenshot(page, 'sign-up-and-sign-in-failure');
      throw error;
    } finally {
      await context.close();
    }
  });

  it('is told when the email is already taken or the password is wrong', async () => {
    const { context, page } = await newPage(browser);
    const student = uniqueStudent();
    try {
      const response = await page.request.post('/api/auth/signup', { data: student });
      expect(response.status()).toBe(201);
      await page.goto('/signup');
      await fillSignUp(page, { ...student, confirm: student.password });
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('Sign up failed', { exact: true }).waitFor();
      await page.getByText(authMessages.emailTaken, { exact: true }).waitFor();

      await page.goto('/signin');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(student.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('WrongPassw0rd');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByText('Sign in failed', { exact: true }).waitFor();
      await page.getByText(authMessages.invalidCredentials, { exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/signin');

      // Guesses from many addresses throttle the account; this browser never signed in to it, so it waits too.
      for (let attempt = 0; attempt < 10; attempt++) {
        const guess = await page.request.post('/api/auth/signin', {
          data: { email: student.email, password: 'WrongPassw0rd' },
          headers: { 'x-forwarded-for': testIp() },
        });
        expect([401, 429]).toContain(guess.status());
      }
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(student.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByText(/^Too many failed sign-ins to this account from new devices\. Please wait \d+ minutes? and try again, or set a new password with Forgot password\? to sign in sooner\.$/).waitFor();
      expect(new URL(page.url()).pathname).toBe('/signin');
    } catch (error) {
      await screenshot(page, 'sign-up-failures');
      throw error;
    } finally {
      await context.close();
    }
  });
});

describe('a visitor', () => {
  it('gets the landing page on protected routes, the 404 page elsewhere, and a message for unconfigured sign-in providers', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/all-features');
      await page.getByRole('heading', { name: 'Upload. Study. Excel.' }).waitFor();
      await page.goto('/no/such/page');
      await page.getByText('404 Page Not Found').waitFor();
      await page.getByText('Did you forget to add the page to the router?').waitFor();
      await page.goto('/api/auth/google');
      await page.waitForURL('**/signin**');
      await page.getByText(authMessages.providerNotConfigured).first().waitFor();
    } catch (error) {
      await screenshot(page, 'visitor-failure');
      throw error;
    } finally {
      await context.close();
    }
  });
});

describe('a signed-in student on a phone', () => {
  it('moves around with the bottom navigation and sees the All Features tiles and prices', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    const student = uniqueStudent();
    try {
      expect((await page.request.post('/api/auth/signup', { data: student })).status()).toBe(201);
      expect((await page.request.post('/api/auth/signin', { data: { email: student.email, password: student.password } })).status()).toBe(200);
      await page.goto('/dashboard');
      const bottomNav = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'AI Tools' }) });
      await bottomNav.getByRole('link', { name: 'AI Tools' }).click();
      await page.waitForURL('**/all-features');
      expect(await bottomNav.getByRole('link', { name: 'AI Tools' }).getAttribute('aria-current')).toBe('page');
      for (const tile of ['Notes AI', 'Flashcards AI', 'Quizzes AI', 'Study Visuals', 'Essay Grader', 'Tutor Me', 'Audio Recap', 'Study Calendar', 'Upload & Generate']) {
        await page.getByRole('link', { name: new RegExp(tile) }).first().waitFor();
      }
      await page.getByText('Audio Recap').first().waitFor();
      await screenshot(page, 'all-features-phone');
    } catch (error) {
      await screenshot(page, 'phone-failure');
      throw error;
    } finally {
      await context.close();
    }
  });
});
