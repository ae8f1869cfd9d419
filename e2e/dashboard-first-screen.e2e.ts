import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshotsInThemes } from './support/browser.js';
import { signedInSession } from './support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const DESCRIPTION = 'Drop in lecture slides, readings or photos of your notes and get flashcards, a quiz, a practice test or trivia.';

const boxOf = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on the screen`);
  return box;
};

describe('the dashboard\'s first screen for a signed-in student', () => {
  it('is painted from app-shell.html with no script, and the dashboard takes its place with Upload & Generate\'s head where the shell had it', async () => {
    const { context, page } = await signedInSession(browser, { viewport: { width: 390, height: 844 } });
    try {
      // Without any script: what the page's HTML alone paints.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/dashboard');
      await page.getByTestId('dashboard-skeleton').waitFor();
      await page.getByTestId('top-nav').waitFor({ state: 'attached' });
      await page.getByTestId('bottom-nav').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Upload & Generate');
      expect(await page.getByText(DESCRIPTION).isVisible()).toBe(true);
      const shellHeading = await boxOf(page, 'h1');
      const shellLine = await boxOf(page, `p:text-is("${DESCRIPTION}")`);
      await screenshotsInThemes(page, 'dashboard-first-screen-html');

      await page.unroute('**/assets/*.js');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await page.getByTestId('upload-generate').waitFor();
      await page.getByTestId('unverified-email-banner').waitFor();
      const banner = await boxOf(page, '[data-testid="unverified-email-banner"]');
      const bannerText = await boxOf(page, '[data-testid="unverified-email-banner-text"] > span');
      const heading = await boxOf(page, 'h1');
      const line = await boxOf(page, `p:text-is("${DESCRIPTION}")`);
      // The verification banner (the new student's email is not verified) is one line and its button,
      // smaller than the line under the heading, so it never becomes the largest text painted.
      expect(bannerText.height).toBeLessThanOrEqual(24);
      expect(banner.height).toBeLessThanOrEqual(40);
      expect(bannerText.width * bannerText.height).toBeLessThan(line.width * line.height);
      // The same head, in the same place but for the banner drawn over the screen.
      for (const [shell, loaded] of [
        [shellHeading, heading],
        [shellLine, line],
      ] as const) {
        expect(loaded.x).toBeCloseTo(shell.x, 0);
        expect(loaded.width).toBeCloseTo(shell.width, 0);
        expect(loaded.height).toBeCloseTo(shell.height, 0);
        expect(loaded.y - banner.height).toBeCloseTo(shell.y, 0);
      }
      await screenshotsInThemes(page, 'dashboard-first-screen-loaded');
    } finally {
      await context.close();
    }
  });
});
