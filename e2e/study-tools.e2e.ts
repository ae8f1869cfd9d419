import { AlignmentType, Document, HeadingLevel, Packer, Paragraph } from 'docx';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot } from './support/browser.js';
import { creditBadge, expectToast, signedInSession } from './support/session.js';
import { biologyPdf, DOCX_MIME, PDF_MIME } from './support/study-documents.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const ESSAY = [
  'Schools Should Start Later',
  'Many teenagers arrive at school exhausted, and their grades suffer for it. I believe high schools should start no earlier than 8:30 a.m., because later start times improve students\' health, attendance and learning.',
  'First, adolescents have a biological sleep pattern that makes early mornings difficult. According to the American Academy of Pediatrics, teenagers need between 8 and 10 hours of sleep each night, yet their internal clocks shift later during puberty.',
  'Second, districts that moved their schedules report measurable benefits. For example, a study of schools in Seattle found that median sleep increased by 34 minutes after the change, and attendance in first-period classes rose noticeably.',
  'Some people argue that later start times disrupt bus routes and after-school sports. However, many districts have solved these problems by staggering bus schedules and adjusting practice times.',
  'In conclusion, starting school later is a simple reform with clear evidence behind it. Communities that value their students\' health and achievement should make the change.',
];

async function essayDocx(): Promise<Buffer> {
  const [title, ...paragraphs] = ESSAY;
  const doc = new Document({
    sections: [{ children: [new Paragraph({ text: title!, heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER }), ...paragraphs.map((text) => new Paragraph({ text }))] }],
  });
  return Packer.toBuffer(doc);
}

async function asStudent(name: string, body: (page: Page) => Promise<void>, options: { clipboard?: boolean } = {}) {
  const { context, page } = await signedInSession(browser, options);
  try {
    await body(page);
  } catch (error) {
    await screenshot(page, `${name}-failure`);
    throw error;
  } finally {
    await context.close();
  }
}

/** Screenshots of the screen as it is, at phone and desktop widths, in light and dark. */
async function screenshotsOf(page: Page, name: string, ready: (page: Page) => Promise<void>) {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate((value) => window.localStorage.setItem('vite-ui-theme', value), theme);
      await page.evaluate(() => document.documentElement.classList.remove('light', 'dark'));
      await page.evaluate((value) => document.documentElement.classList.add(value), theme);
      await ready(page);
      await screenshot(page, `${name}-${width}-${theme}`);
    }
  }
}

/** Draws lines of notes on a canvas in the page and puts the PNG on the system clipboard. */
async function copyNotesImageToClipboard(page: Page, lines: string[]): Promise<void> {
  await page.evaluate(async (text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1100;
    canvas.height = 120 + text.length * 56;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#111111';
    context.font = '36px sans-serif';
    text.forEach((line, index) => context.fillText(line, 50, 90 + index * 56));
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((png) => resolve(png!), 'image/png'));
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
  }, lines);
}

describe('Study Visuals', () => {
  it('takes an image pasted from the clipboard and a question from the examples, and shows a structured analysis with read-aloud', async () => {
    await asStudent(
      'study-visuals',
      async (page) => {
        await page.goto('/study-visuals');
        await page.getByRole('heading', { name: 'Study Visuals', level: 1 }).waitFor();
        await expect.poll(() => creditBadge(page)).toBe(50);
        const analyze = page.getByRole('button', { name: 'Analyze Image' });
        expect(await analyze.isDisabled()).toBe(true);

        await page.getByLabel('Upload an image').setInputFiles({ name: 'notes.pdf', mimeType: PDF_MIME, buffer: await biologyPdf() });
        await expectToast(page, 'Invalid file type', 'Please select an image file.');

        await copyNotesImageToClipboard(page, ['Osmosis moves water across a membrane.', 'Photosynthesis makes glucose from light.']);
        await page.locator('body').click({ position: { x: 5, y: 5 } });
        await page.keyboard.press('Control+V');
        await page.getByTestId('chosen-image').waitFor();
        expect(await page.getByTestId('chosen-image').locator('img').getAttribute('alt')).toMatch(/^Your image: pasted-image-.*\.png$/);
        expect(await analyze.isDisabled()).toBe(true);

        await page.getByRole('button', { name: 'Explain the key terms in these notes.' }).click();
        expect(await page.getByLabel('Your question').inputValue()).toBe('Explain the key terms in these notes.');
        expect(await analyze.isDisabled()).toBe(false);
        await page.getByText('Costs 5 credits').waitFor();
        await analyze.click();

        const analysis = page.getByRole('article', { name: 'Analysis' });
        await analysis.waitFor({ timeout: 90_000 });
        await expectToast(page, 'Analysis complete!');
        expect(await analysis.getByTestId('image-kind').textContent()).toBe('Printed page');
        await analysis.getByRole('heading', { name: 'Answer to your question' }).waitFor();
        expect(await analysis.getByRole('region', { name: 'Answer to your question' }).textContent()).toMatch(/Osmosis: The net diffusion of water/);
        expect(await analysis.getByRole('region', { name: /Text in the image/ }).textContent()).toMatch(/osmosis moves water across a membrane/i);
        expect(await analysis.getByRole('region', { name: 'Terms explained' }).textContent()).toMatch(/Osmosis: .*course knowledge: Biology/);
        await analysis.getByRole('button', { name: 'Read aloud' }).waitFor();
        await expect.poll(() => creditBadge(page)).toBe(45);
        await page.getByRole('region', { name: 'Your analyses' }).getByText('Explain the key terms in these notes.').waitFor();

        await screenshotsOf(page, 'study-visuals', async (p) => {
          await p.getByRole('article', { name: 'Analysis' }).waitFor();
        });
      },
      { clipboard: true },
    );
  });
});

describe('Essay Grader', () => {
  it('grades an essay uploaded as DOCX and shows the scores in their colour bands with feedback quoting the essay', async () => {
    await asStudent('essay-grader', async (page) => {
      await page.goto('/essay-grader');
      await page.getByRole('heading', { name: 'Essay Grader', level: 1 }).waitFor();
      await expect.poll(() => creditBadge(page)).toBe(50);
      await page.getByLabel('Upload your essay').setInputFiles({ name: 'later-start.docx', mimeType: DOCX_MIME, buffer: await essayDocx() });
      await page.getByTestId('chosen-essay').getByText('later-start.docx').waitFor();

      await page.getByRole('button', { name: 'Grade Essay' }).click();
      await expectToast(page, 'Essay type required');

      await page.getByRole('combobox', { name: 'Essay type' }).click();
      await page.getByRole('option', { name: 'Argumentative essay' }).click();
      await page.getByText('Costs 8 credits').waitFor();
      await page.getByRole('button', { name: 'Grade Essay' }).click();

      const grade = page.getByRole('article', { name: 'Essay grade' });
      await grade.waitFor({ timeout: 90_000 });
      await expectToast(page, 'Essay graded successfully!');
      expect(await grade.getByRole('heading', { name: 'Schools Should Start Later' }).isVisible()).toBe(true);
      const overall = Number(await grade.getByTestId('overall-score').locator('span.text-4xl').textContent());
      expect(overall).toBeGreaterThanOrEqual(75);
      const expectedBand = overall >= 90 ? 'excellent' : overall >= 80 ? 'good' : overall >= 70 ? 'fair' : overall >= 60 ? 'weak' : 'poor';
      expect(await grade.getByTestId('overall-score').getAttribute('data-band')).toBe(expectedBand);
      for (const criterion of ['idea', 'structure', 'clarity', 'evidence', 'style']) {
        const row = grade.getByTestId(`score-${criterion}`);
        const score = Number((await row.locator('span.tabular-nums').textContent())?.trim());
        const band = score >= 90 ? 'excellent' : score >= 80 ? 'good' : score >= 70 ? 'fair' : score >= 60 ? 'weak' : 'poor';
        expect(await row.getAttribute('data-band')).toBe(band);
        expect(await row.locator('svg').first().getAttribute('data-icon')).toBe(score >= 80 ? 'high' : score >= 60 ? 'middle' : 'low');
      }
      const quotes = await grade.getByTestId('grade-feedback').locator('blockquote').allTextContents();
      expect(quotes.length).toBeGreaterThan(0);
      for (const quote of quotes) expect(ESSAY.join(' ')).toContain(quote.replace(/^“|”$/g, '').replace(/…$/, ''));
      await grade.getByRole('button', { name: 'Read aloud' }).waitFor();
      await expect.poll(() => creditBadge(page)).toBe(42);
      await page.getByRole('region', { name: 'Your graded essays' }).getByText('Schools Should Start Later').waitFor();

      await screenshotsOf(page, 'essay-grader', async (p) => {
        await p.getByRole('article', { name: 'Essay grade' }).waitFor();
      });
    });
  });
});
