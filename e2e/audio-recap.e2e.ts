import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot, screenshotsInThemes } from './support/browser.js';
import { creditBadge, expectToast, signedInSession } from './support/session.js';
import { recapNotes } from './support/recap-notes.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const audioTime = (page: Page) => page.getByTestId('recap-audio').evaluate((element) => (element as HTMLAudioElement).currentTime);

describe('Audio Recap', () => {
  it('makes a recap from pasted notes, plays it, seeks, downloads it and keeps it in the list', { timeout: 400_000 }, async () => {
    const { context, page } = await signedInSession(browser);
    try {
      await page.goto('/audio-recap');
      await page.getByRole('heading', { name: 'Audio Recap', level: 1 }).waitFor();
      await page.getByTestId('recap-list').getByText('No recaps yet').waitFor();
      await screenshotsInThemes(page, 'audio-recap-empty');

      await page.getByRole('button', { name: 'Generate Audio Recap' }).click();
      await expectToast(page, 'No content provided', 'Please upload files or enter text to generate an audio recap.');

      await page.getByLabel('Paste your notes').fill(recapNotes(1400));
      await page.getByRole('button', { name: 'Generate Audio Recap' }).click();
      const dialog = page.getByTestId('recap-style-dialog');
      await dialog.waitFor();
      await dialog.getByTestId('recap-style-confirm').click();
      await expectToast(page, 'Selection required', 'Please select both recap length and type.');
      await dialog.getByTestId('recap-length-short').click();
      await dialog.getByTestId('recap-type-podcast').click();
      await screenshot(page, 'audio-recap-style-dialog');
      await dialog.getByTestId('recap-style-confirm').click();
      await page.getByText('Podcast · Short · 3 min · Nova').waitFor();

      const player = page.getByTestId('recap-player');
      await player.waitFor({ timeout: 300_000 });
      await expectToast(page, 'Audio recap generated!');
      await expect.poll(() => creditBadge(page)).toBe(40);

      await page.getByTestId('recap-play').click();
      await expect.poll(() => audioTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
      await page.getByRole('button', { name: 'Pause' }).click();
      await page.getByTestId('recap-seek').fill('120');
      await expect.poll(() => audioTime(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(119);
      expect(await page.getByTestId('recap-position').textContent()).toBe('2:00');
      await page.getByTestId('recap-play').click();
      await expect.poll(() => audioTime(page), { timeout: 20_000 }).toBeGreaterThan(120.3);
      await page.getByRole('button', { name: 'Pause' }).click();

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('recap-download').click()]);
      expect(download.suggestedFilename()).toMatch(/^audio-recap-\d{4}-\d\d-\d\dT[\d-]+Z\.mp3$/);
      const saved = readFileSync((await download.path())!);
      expect(saved.length).toBeGreaterThan(100_000);
      expect(saved[0]).toBe(0xff);

      const item = page.getByTestId('recap-item');
      await expect.poll(() => item.count()).toBe(1);
      expect(await item.getByTestId('recap-item-meta').textContent()).toMatch(/^3 min · Nova · /);
      await screenshotsInThemes(page, 'audio-recap-player');

      await item.getByRole('button', { name: /^Delete / }).click();
      await page.getByTestId('recap-list').getByText('No recaps yet').waitFor();
    } catch (error) {
      await screenshot(page, 'audio-recap-failure');
      throw error;
    } finally {
      await context.close();
    }
  });
});
