import { strFromU8, unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot } from './support/browser.js';
import { signedInSession } from './support/session.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

async function openDataExport(page: Page): Promise<void> {
  await page.goto('/settings');
  await page.getByTestId('settings-tab-data').click();
  await page.getByTestId('download-data-card').waitFor();
}

describe('Data & Export in the browser', () => {
  it('makes a ZIP of the student’s data with progress, and downloads it', async () => {
    const { context, page, student } = await signedInSession(browser);
    try {
      const click = await page.request.post('/api/books/affiliate-clicks', {
        data: { bookId: 'campbell-biology', title: 'Campbell Biology', retailer: 'bookshop', source: 'catalogue' },
      });
      expect(click.ok()).toBe(true);
      await openDataExport(page);
      await page.getByRole('button', { name: 'Download my data' }).click();
      const link = page.getByRole('link', { name: 'Download ZIP' });
      await link.waitFor({ timeout: 60_000 });
      await page.getByText(/^studyforge-data-\d{4}-\d{2}-\d{2}\.zip$/).waitFor();
      await screenshot(page, 'data-export-ready-1280-light');

      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/^studyforge-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
      expect(strFromU8(files['README.txt']!)).toContain('auth/account.json');
      expect(JSON.parse(strFromU8(files['auth/account.json']!))).toMatchObject({ email: student.email, first_name: 'Marie' });
      expect(JSON.parse(strFromU8(files['books/affiliate-clicks.json']!))[0]).toMatchObject({ title: 'Campbell Biology', retailer: 'bookshop' });
      expect(JSON.parse(strFromU8(files['credits/ledger.json']!))[0]).toMatchObject({ kind: 'trial', delta: 50 });

      // After a reload the finished export is still offered, and a new one can be made.
      await page.reload();
      await page.getByTestId('settings-tab-data').click();
      await page.getByRole('link', { name: 'Download ZIP' }).waitFor();
      await page.getByRole('button', { name: 'Make a new export' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('deletes the account with the password and the typed word DELETE, and ends on the landing page signed out', async () => {
    const { context, page, student } = await signedInSession(browser, { viewport: { width: 390, height: 844 } });
    try {
      await openDataExport(page);
      await page.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.waitFor();
      const confirm = dialog.getByRole('button', { name: 'Delete my account' });
      expect(await confirm.isDisabled(), 'nothing happens before DELETE is typed').toBe(true);

      await dialog.getByLabel('Password', { exact: true }).fill('not-my-password-1');
      await dialog.getByLabel('Type DELETE to confirm').fill('delete');
      expect(await confirm.isDisabled(), 'the word must be DELETE').toBe(true);
      await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
      await confirm.click();
      await dialog.getByRole('alert').getByText('The password is not correct.').waitFor();
      await screenshot(page, 'delete-account-dialog-390-light');

      await dialog.getByLabel('Password', { exact: true }).fill(student.password);
      await confirm.click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
      expect((await page.request.get('/api/auth/user')).status(), 'signed out').toBe(401);
      const signIn = await page.request.post('/api/auth/signin', { data: { email: student.email, password: student.password } });
      expect(signIn.status(), 'the account is closed').toBe(401);
      await screenshot(page, 'delete-account-landing-390');
    } finally {
      await context.close();
    }
  });

  it('looks right at phone and desktop widths in light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [390, 1280]) {
        const { context, page } = await signedInSession(browser, { viewport: { width, height: 900 } });
        try {
          await context.addInitScript((value) => window.localStorage.setItem('vite-ui-theme', value), theme);
          await openDataExport(page);
          await page.getByRole('button', { name: 'Download my data' }).waitFor();
          await screenshot(page, `data-export-${width}-${theme}`);
          await page.getByRole('button', { name: 'Delete account' }).click();
          await page.getByRole('dialog', { name: 'Delete your account?' }).waitFor();
          await screenshot(page, `delete-account-dialog-${width}-${theme}`);
        } finally {
          await context.close();
        }
      }
    }
  });
});
