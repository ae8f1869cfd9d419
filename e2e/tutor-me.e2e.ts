import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CELL_BIOLOGY_NOTES } from '@studyforge/test-support';
import { launchChromium, screenshot, screenshotsInThemes } from './support/browser.js';
import { creditBadge, expectToast, signedInSession } from './support/session.js';

let browser: Browser;

/** The mascot's mood for each status label of the tutor (spec §4): Ready is the idle mascot. */
const MASCOT_MOOD_OF_STATUS: Record<string, string> = { Ready: 'idle', Listening: 'listening', 'AI Thinking': 'thinking', 'AI Speaking': 'speaking' };

/** The mascot follows the tutor's status: its mood and its announced state. */
async function expectMascot(page: Page, mood: string, state: string) {
  const mascot = page.getByTestId('mascot');
  await expect.poll(() => mascot.getAttribute('data-mood'), { timeout: 10_000 }).toBe(mood);
  expect(await mascot.getByRole('status').textContent()).toBe(`Study buddy is ${state}`);
}

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('Tutor Me', () => {
  it('lectures on uploaded notes, answers a typed and a spoken question from them, and starts a new session', { timeout: 300_000 }, async () => {
    const { context, page } = await signedInSession(browser);
    // The browser's speech recognition, simulated: it "hears" one question (en-US, a single result).
    await context.addInitScript(() => {
      class FakeRecognition {
        lang = '';
        interimResults = true;
        maxAlternatives = 5;
        continuous = true;
        onresult: ((event: unknown) => void) | null = null;
        onerror: ((event: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          (window as unknown as { heardSettings: unknown }).heardSettings = { lang: this.lang, interimResults: this.interimResults, maxAlternatives: this.maxAlternatives };
          setTimeout(() => {
            this.onresult?.({ results: [[{ transcript: 'What does mitosis produce?' }]] });
            this.onend?.();
          }, 1500);
        }
        stop() {
          this.onend?.();
        }
      }
      (window as unknown as { SpeechRecognition: unknown }).SpeechRecognition = FakeRecognition;
    });
    try {
      await page.goto('/tutor-me');
      await page.getByRole('heading', { name: 'Tutor Me', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Start Tutoring' }).click();
      await expectToast(page, 'Input Required', 'Please upload files or enter a topic for your lecture.');
      await screenshotsInThemes(page, 'tutor-me-setup');

      await page.getByLabel('Upload files (optional)').setInputFiles({ name: 'cells.txt', mimeType: 'text/plain', buffer: Buffer.from(CELL_BIOLOGY_NOTES) });
      await page.getByTestId('tutor-topic').fill('Cell Biology');
      await page.getByTestId('tutor-voice').click();
      await page.getByRole('option', { name: /Shimmer/ }).click();
      await page.getByRole('button', { name: 'Start Tutoring' }).click();
      await page.getByTestId('mascot-message').getByText('Preparing your lecture...').waitFor();
      expect(await page.getByTestId('mascot').getAttribute('data-mood')).toBe('thinking');

      const session = page.getByTestId('tutor-session');
      await session.waitFor({ timeout: 180_000 });
      await expectToast(page, 'Voice Tutoring Started!');
      await page.getByTestId('tutor-lecture').getByRole('heading', { name: 'Cell Biology' }).waitFor();
      expect(await page.getByTestId('tutor-lecture').getByRole('heading', { level: 3 }).allTextContents()).toEqual(['1. Mitochondria', '2. Photosynthesis', '3. Cell division']);
      expect(['Ready', 'AI Speaking']).toContain(await page.getByTestId('tutor-status').textContent());
      const box = await page.getByTestId('tutor-conversation').boundingBox();
      expect(box?.height).toBe(500);
      expect(await page.getByTestId('mascot').count()).toBe(1);
      await expect.poll(async () => (await page.getByTestId('mascot').getAttribute('data-mood')) === MASCOT_MOOD_OF_STATUS[(await page.getByTestId('tutor-status').textContent()) ?? '']).toBe(true);
      await expect.poll(() => creditBadge(page)).toBe(44);

      // The answer is held back a moment, so the thinking tutor (and mascot) can be seen.
      await page.route('**/api/voice-tutor-chat', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await route.continue();
      });
      await page.getByLabel('Your question').fill('What does chlorophyll absorb?');
      await page.getByTestId('tutor-send').click();
      await page.getByTestId('tutor-status').getByText('AI Thinking').waitFor();
      await expectMascot(page, 'thinking', 'thinking');
      const answers = page.getByTestId('tutor-message-assistant');
      await expect.poll(() => answers.count(), { timeout: 60_000 }).toBe(2);
      expect(await answers.nth(1).textContent()).toContain('Chlorophyll absorbs light most strongly in the blue and red wavelengths.');
      await expect.poll(async () => ['Ready', 'AI Speaking'].includes((await page.getByTestId('tutor-status').textContent()) ?? ''), { timeout: 30_000 }).toBe(true);

      if ((await page.getByTestId('tutor-status').textContent()) === 'AI Speaking') await page.getByTestId('tutor-pause').click();
      await page.getByTestId('tutor-status').getByText('Ready').waitFor();
      await expectMascot(page, 'idle', 'ready');
      await page.getByTestId('tutor-ask').click();
      await page.getByTestId('tutor-status').getByText('Listening').waitFor();
      await expectMascot(page, 'listening', 'listening');
      await page.getByTestId('tutor-transcript').getByText('What does mitosis produce?').waitFor();
      expect(await page.evaluate(() => (window as unknown as { heardSettings: unknown }).heardSettings)).toEqual({ lang: 'en-US', interimResults: false, maxAlternatives: 1 });
      await expect.poll(() => answers.count(), { timeout: 60_000 }).toBe(3);
      expect(await answers.nth(2).textContent()).toContain('Mitosis produces two genetically identical daughter cells.');
      await expect.poll(() => creditBadge(page)).toBe(42);
      await screenshotsInThemes(page, 'tutor-me-session');

      if ((await page.getByTestId('tutor-status').textContent()) === 'AI Speaking') await page.getByTestId('tutor-pause').click();
      await page.evaluate(() => {
        const scope = window as unknown as Record<string, unknown>;
        scope.SpeechRecognition = class {
          start() {
            setTimeout(() => (this as unknown as { onerror?: (event: unknown) => void }).onerror?.({ error: 'not-allowed' }), 100);
          }
          stop() {}
        };
      });
      await page.getByTestId('tutor-ask').click();
      await expectToast(page, 'Speech Recognition Error', 'Please try again or check your microphone permissions.');
      await page.evaluate(() => {
        const scope = window as unknown as Record<string, unknown>;
        delete scope.SpeechRecognition;
        delete scope.webkitSpeechRecognition;
      });
      await page.getByTestId('tutor-ask').click();
      await expectToast(page, 'Speech Recognition Not Available');
      expect(await creditBadge(page)).toBe(42);

      await page.getByTestId('tutor-new-session').click();
      await page.getByRole('button', { name: 'Start Tutoring' }).waitFor();
      expect(await page.getByTestId('tutor-voice').textContent()).toContain('Shimmer');
      expect(await page.getByTestId('tutor-topic').inputValue()).toBe('');
    } catch (error) {
      await screenshot(page, 'tutor-me-failure');
      throw error;
    } finally {
      await context.close();
    }
  });
});
