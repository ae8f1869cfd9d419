import { NOTIFICATION_PREFERENCE_KEYS } from '@studyforge/contracts';
import { waitForMail } from '@studyforge/test-support';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchChromium, screenshot } from './support/browser.js';
import { expectToast, signedInSession } from './support/session.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

async function openSection(page: Page, section: string, tab: string): Promise<void> {
  await page.getByTestId(`settings-tab-${section}`).click();
  await page.getByTestId(`settings-section-${section}`).getByText(tab, { exact: true }).first().waitFor();
}

async function switchState(page: Page, id: string): Promise<boolean> {
  const control = page.getByTestId(id);
  await control.waitFor();
  return (await control.getAttribute('aria-checked')) === 'true';
}

/** Flips a switch and waits for the server (or the browser) to keep it. */
async function flip(page: Page, id: string, saved: (page: Page) => Promise<unknown>): Promise<void> {
  const before = await switchState(page, id);
  await Promise.all([saved(page), page.getByTestId(id).click()]);
  await expect.poll(() => switchState(page, id)).toBe(!before);
}

const preferenceSaved = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/notification-preferences') && response.request().method() === 'PATCH' && response.ok());
const privacySaved = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/profile/privacy') && response.request().method() === 'PATCH' && response.ok());

describe('Settings in the browser', () => {
  it('starts on Profile with the e-mail read-only, and keeps every notification toggle across a reload', async () => {
    const { context, page, student } = await signedInSession(browser);
    await context.grantPermissions(['notifications'], { origin: BASE_URL });
    try {
      await page.goto('/settings');
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      await expect.poll(() => page.getByTestId('settings-tab-profile').getAttribute('data-state')).toBe('active');
      await expect.poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe(student.email);
      expect(await page.getByLabel('Email', { exact: true }).isDisabled()).toBe(true);
      await page.getByText('Email cannot be changed').waitFor();

      await openSection(page, 'notifications', 'Notification Preferences');
      for (const key of NOTIFICATION_PREFERENCE_KEYS) expect(await switchState(page, `notification-${key}`), key).toBe(true);
      for (const key of NOTIFICATION_PREFERENCE_KEYS) await flip(page, `notification-${key}`, preferenceSaved);
      await expectToast(page, 'Preferences updated');
      // With e-mail and push off, the test buttons are disabled (spec §9).
      for (const id of ['test-study-reminder', 'test-weekly-progress', 'test-push']) expect(await page.getByTestId(id).isDisabled(), id).toBe(true);

      await page.reload();
      await openSection(page, 'notifications', 'Notification Preferences');
      for (const key of NOTIFICATION_PREFERENCE_KEYS) expect(await switchState(page, `notification-${key}`), `${key} after reload`).toBe(false);

      for (const key of NOTIFICATION_PREFERENCE_KEYS) await flip(page, `notification-${key}`, preferenceSaved);
      await page.reload();
      await openSection(page, 'notifications', 'Notification Preferences');
      for (const key of NOTIFICATION_PREFERENCE_KEYS) expect(await switchState(page, `notification-${key}`), `${key} on again`).toBe(true);

      await page.getByTestId('test-study-reminder').click();
      await expectToast(page, 'Test email sent');
      await waitForMail(student.email, /your study session for Sample subject \(test reminder\)/);
    } catch (error) {
      await screenshot(page, 'settings-notifications-failure');
      throw error;
    } finally {
      await context.close();
    }
  });

  it('reverts the push switch and saves it off when the browser denies notifications', async () => {
    const { context, page } = await signedInSession(browser);
    try {
      // Push starts on (the server's default); switched off, then on again in a browser that denies it.
      await page.goto('/settings');
      await openSection(page, 'notifications', 'Notification Preferences');
      await flip(page, 'notification-pushNotifications', preferenceSaved);
      await context.clearPermissions();
      await Promise.all([preferenceSaved(page), page.getByTestId('notification-pushNotifications').click()]);
      await expectToast(page, 'Permission denied', 'Please enable notifications in your browser settings.');
      await expect.poll(() => switchState(page, 'notification-pushNotifications')).toBe(false);
      expect(await page.evaluate(() => Notification.permission)).not.toBe('granted');

      const saved = await page.request.get('/api/notification-preferences');
      expect((await saved.json()).pushNotifications).toBe(false);
      await page.reload();
      await openSection(page, 'notifications', 'Notification Preferences');
      expect(await switchState(page, 'notification-pushNotifications')).toBe(false);
      expect(await page.getByTestId('test-push').isDisabled()).toBe(true);
    } catch (error) {
      await screenshot(page, 'settings-push-denied-failure');
      throw error;
    } finally {
      await context.close();
    }
  });

  it('keeps the privacy choices on the server and the appearance choices in the browser across a reload', async () => {
    const { context, page } = await signedInSession(browser);
    try {
      await page.goto('/settings');
      await openSection(page, 'privacy', 'Privacy');
      await Promise.all([privacySaved(page), page.getByTestId('privacy-visibility-private').click()]);
      for (const id of ['privacy-showProgress', 'privacy-showAchievements', 'privacy-allowMessages']) await flip(page, id, privacySaved);

      await openSection(page, 'appearance', 'Appearance');
      await page.getByTestId('appearance-theme-dark').click();
      await page.getByTestId('appearance-language').click();
      await page.getByRole('option', { name: 'Deutsch' }).click();
      const browserKept = async () => undefined;
      await flip(page, 'appearance-compactMode', browserKept);
      await flip(page, 'appearance-autoSave', browserKept);
      await expect.poll(() => page.evaluate(() => document.documentElement.className)).toMatch(/\bdark\b.*\bcompact\b|\bcompact\b.*\bdark\b/);

      await page.reload();
      await openSection(page, 'privacy', 'Privacy');
      await expect.poll(() => page.getByTestId('privacy-visibility-private').getAttribute('data-state')).toBe('checked');
      for (const id of ['privacy-showProgress', 'privacy-showAchievements', 'privacy-allowMessages']) expect(await switchState(page, id), id).toBe(false);
      await openSection(page, 'appearance', 'Appearance');
      expect(await page.getByTestId('appearance-theme-dark').getAttribute('data-state')).toBe('checked');
      await expect.poll(() => page.getByTestId('appearance-language').textContent()).toContain('Deutsch');
      expect(await switchState(page, 'appearance-compactMode')).toBe(true);
      expect(await switchState(page, 'appearance-autoSave')).toBe(false);
      expect(await page.evaluate(() => document.documentElement.classList.contains('compact'))).toBe(true);
    } catch (error) {
      await screenshot(page, 'settings-privacy-appearance-failure');
      throw error;
    } finally {
      await context.close();
    }
  });

  it('saves the Profile fields (kept after a reload) and changes the password with the sign-up rules', async () => {
    const { context, page, student } = await signedInSession(browser, { viewport: { width: 390, height: 844 } });
    try {
      await page.goto('/settings');
      await page.getByTestId('profile-section').waitFor();
      await page.getByLabel('School').fill('Sorbonne University');
      await page.getByLabel('Country').fill('France');
      await page.getByLabel('Bio').fill('Physics and chemistry, twice.');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Profile updated');
      await page.reload();
      await page.getByTestId('profile-section').waitFor();
      await expect.poll(() => page.getByLabel('School').inputValue()).toBe('Sorbonne University');
      expect(await page.getByLabel('Country').inputValue()).toBe('France');
      expect(await page.getByLabel('Bio').inputValue()).toBe('Physics and chemistry, twice.');

      await openSection(page, 'privacy', 'Change Password');
      await page.getByLabel('Current password').fill(student.password);
      await page.getByLabel('New password', { exact: true }).fill('weakpassword');
      await page.getByLabel('Confirm new password').fill('weakpassword');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.getByText('Password must contain at least one uppercase letter, one lowercase letter, and one number').waitFor();
      await page.getByLabel('New password', { exact: true }).fill('Polonium1898x');
      await page.getByLabel('Confirm new password').fill('Polonium1898x');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expectToast(page, 'Password changed');
      const signIn = await page.request.post('/api/auth/signin', { data: { email: student.email, password: 'Polonium1898x' } });
      expect(signIn.status()).toBe(200);
    } catch (error) {
      await screenshot(page, 'settings-profile-password-failure');
      throw error;
    } finally {
      await context.close();
    }
  });

  it('shows the plan (Free), the balance and the credit usage from the price table', async () => {
    const { context, page } = await signedInSession(browser, { viewport: { width: 390, height: 844 } });
    try {
      await page.goto('/settings');
      await openSection(page, 'subscription', 'Current Plan');
      await expect.poll(() => page.getByTestId('subscription-plan-name').textContent()).toBe('Free');
      await expect.poll(() => page.getByTestId('subscription-credits').textContent()).toContain('50 credits remaining');
      const prices = (await (await page.request.get('/api/credits/prices')).json()) as { prices: Array<{ feature: string; label: string }> };
      await page.getByTestId('credit-usage-list').waitFor();
      for (const price of prices.prices) await page.getByTestId('credit-usage-list').getByText(price.label, { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Manage Subscription' }).waitFor();
    } catch (error) {
      await screenshot(page, 'settings-subscription-failure');
      throw error;
    } finally {
      await context.close();
    }
  });
});
