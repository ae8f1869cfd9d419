import { freePort, type Stack } from '@studyforge/scripts';
import { startExtraGateway, testIp } from '@studyforge/test-support';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot, uniqueStudent } from './support/browser.js';
import { creditBadge } from './support/session.js';
import { biologyPdf, PDF_MIME } from './support/study-documents.js';

/** A gateway that answers every generation request with 202 at once (GENERATION_SYNC_WAIT_MS=0) (beside the test run's stack), so every job outlives it. */
let gateway: Stack;
let baseUrl: string;
let browser: Browser;
let pdf: Buffer;

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  [gateway, browser, pdf] = await Promise.all([startExtraGateway(port, { GENERATION_SYNC_WAIT_MS: '0' }), launchChromium(), biologyPdf()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await gateway?.stop();
});

/** A signed-in student's page on the gateway that answers 202 at once (a screenshot when `run` fails). */
async function asStudent(run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => window.localStorage.setItem('studyforge-cookie-notice-dismissed', '1'));
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  try {
    const student = uniqueStudent();
    const headers = { 'x-forwarded-for': testIp() };
    expect((await page.request.post('/api/auth/signup', { data: student, headers })).status()).toBe(201);
    expect((await page.request.post('/api/auth/signin', { data: { email: student.email, password: student.password }, headers })).status()).toBe(200);
    await run(page);
  } catch (error) {
    await screenshot(page, 'long-generation-failure');
    throw error;
  } finally {
    await context.close();
  }
}

/** Asks for 5 flashcards of the PDF on the dashboard; resolves with the answer to the request. */
async function askForFlashcards(page: Page): Promise<Response> {
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Upload & Generate', level: 1 }).waitFor();
  await page.getByLabel('Upload files').setInputFiles([{ name: 'cell-biology.pdf', mimeType: PDF_MIME, buffer: pdf }]);
  await page.getByRole('list', { name: 'Chosen files' }).getByText('cell-biology.pdf').waitFor();
  await page.getByRole('radio', { name: '5', exact: true }).click();
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/generate-flashcards'));
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  return answered;
}

describe('a generation that outlives its request', () => {
  it('is answered 202, followed by the web app, and its flashcards shown as usual, charged once', async () => {
    await asStudent(async (page) => {
      expect((await askForFlashcards(page)).status()).toBe(202);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Your flashcards' }).waitFor({ timeout: 90_000 });
      expect(await dialog.getByTestId('flashcard-counter').textContent()).toBe('Card 1 of 5');
      await expect.poll(() => creditBadge(page)).toBe(45);
    });
  });

  it('reads a card aloud though read-aloud is answered 202: the web app follows the job, then plays its audio', async () => {
    await asStudent(async (page) => {
      await askForFlashcards(page);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Your flashcards' }).waitFor({ timeout: 90_000 });

      const readAloud = dialog.getByTestId('read-aloud');
      const speech = page.waitForResponse((response) => response.url().endsWith('/api/text-to-speech'));
      const audio = page.waitForResponse((response) => /\/api\/read-aloud\/[0-9a-f-]{36}$/.test(response.url()) && response.status() === 200);
      await readAloud.click();
      expect((await speech).status()).toBe(202);
      expect((await audio).headers()['content-type']).toBe('audio/mpeg');
      await expect.poll(() => readAloud.getAttribute('data-state'), { timeout: 60_000 }).toBe('playing');
      await readAloud.click();
      await expect.poll(() => readAloud.getAttribute('data-state')).toBe('idle');
    });
  });
});
