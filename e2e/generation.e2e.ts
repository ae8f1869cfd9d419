import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generationMessages, type SavedQuiz, type SavedStudyGuide } from '@studyforge/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot, screenshotsInThemes } from './support/browser.js';
import { creditBadge, expectToast, signedInSession, type SignedInSession } from './support/session.js';
import { biologyPdf, DOCX_MIME, economicsDocx, junkBytes, PDF_MIME } from './support/study-documents.js';

let browser: Browser;
let pdf: Buffer;
let docx: Buffer;

beforeAll(async () => {
  browser = await launchChromium();
  [pdf, docx] = await Promise.all([biologyPdf(), economicsDocx()]);
});

afterAll(async () => {
  await browser?.close();
});

const PDF_NAME = 'cell-biology.pdf';
const DOCX_NAME = 'economics-week-1.docx';

/** Runs a test body on a page, keeping a screenshot if it fails. */
async function onPage(name: string, page: Page, body: (page: Page) => Promise<void>) {
  page.setDefaultTimeout(20_000);
  try {
    await body(page);
  } catch (error) {
    await screenshot(page, `${name}-failure`);
    throw error;
  }
}

/** Runs a test body with a fresh signed-in student (50 credits). */
async function asStudent(name: string, body: (page: Page) => Promise<void>, options: Parameters<typeof signedInSession>[1] = {}) {
  const { context, page } = await signedInSession(browser, options);
  try {
    await onPage(name, page, body);
  } finally {
    await context.close();
  }
}

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Upload & Generate', level: 1 }).waitFor();
  await expect.poll(() => creditBadge(page)).toBe(50);
}

const fileInput = (page: Page) => page.getByLabel('Upload files');
const chosenFiles = (page: Page) => page.getByRole('list', { name: 'Chosen files' });

describe('Upload & Generate on the dashboard', () => {
  it('turns a PDF and a Word file into flashcards to study, clears the files and charges the credits', async () => {
    await asStudent('upload-flashcards', async (page) => {
      await openDashboard(page);
      await fileInput(page).setInputFiles([
        { name: PDF_NAME, mimeType: PDF_MIME, buffer: pdf },
        { name: DOCX_NAME, mimeType: DOCX_MIME, buffer: docx },
      ]);
      await chosenFiles(page).getByText(PDF_NAME).waitFor();
      await chosenFiles(page).getByText(DOCX_NAME).waitFor();
      expect(await page.getByRole('radio', { name: /Flashcards/ }).getAttribute('aria-checked')).toBe('true');
      await page.getByRole('radio', { name: '10', exact: true }).click();
      await page.getByText('Costs 10 credits').waitFor();
      await page.getByRole('button', { name: 'Generate', exact: true }).click();

      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Your flashcards' }).waitFor({ timeout: 90_000 });
      await screenshot(page, 'upload-flashcards-dialog');
      const counter = dialog.getByTestId('flashcard-counter');
      const total = Number(/of (\d+)/.exec((await counter.textContent()) ?? '')?.[1]);
      expect(total).toBe(10);
      expect(await counter.textContent()).toBe('Card 1 of 10');
      await expect.poll(() => dialog.getByTestId('progress-dots').getByRole('button').count()).toBe(10);

      const card = dialog.getByTestId('flashcard');
      expect(await card.getAttribute('data-side')).toBe('question');
      const firstQuestion = await dialog.getByTestId('flashcard-question').innerText();
      await dialog.getByRole('button', { name: 'Reveal answer' }).click();
      await expect.poll(() => card.getAttribute('data-side')).toBe('answer');
      const citation = dialog.getByTestId('flashcard-answer').getByTestId('citation');
      expect(await citation.innerText()).toMatch(new RegExp(`${PDF_NAME}|${DOCX_NAME}`));

      // Space flips back; moving on always shows the question side.
      await card.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => card.getAttribute('data-side')).toBe('question');
      await dialog.getByRole('button', { name: 'Reveal answer' }).click();
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => counter.textContent()).toBe('Card 2 of 10');
      expect(await dialog.getByTestId('flashcard').getAttribute('data-side')).toBe('question');
      expect(await dialog.getByTestId('flashcard-question').innerText()).not.toBe(firstQuestion);
      await dialog.getByRole('button', { name: 'Previous' }).click();
      await expect.poll(() => counter.textContent()).toBe('Card 1 of 10');
      expect(await dialog.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
      await dialog.getByRole('button', { name: 'Go to card 10' }).click();
      await expect.poll(() => counter.textContent()).toBe('Card 10 of 10');
      expect(await dialog.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
      await dialog.getByTestId('flashcard').focus();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => counter.textContent()).toBe('Card 9 of 10');

      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await chosenFiles(page).count()).toBe(0);
      await expect.poll(() => creditBadge(page), { timeout: 15_000 }).toBe(40);

      const decks = (await (await page.request.get('/api/user/flashcards')).json()) as Array<{ flashcards: unknown[] }>;
      expect(decks).toHaveLength(1);
      expect(decks[0].flashcards).toHaveLength(10);
    });
  });

  it('makes a practice test whose result shows one decimal and Retake Quiz, and trivia as a read-only list', async () => {
    await asStudent('upload-practice-test', async (page) => {
      await openDashboard(page);
      await fileInput(page).setInputFiles({ name: PDF_NAME, mimeType: PDF_MIME, buffer: pdf });
      await page.getByRole('radio', { name: /Practice Test/ }).click();
      await page.getByRole('radio', { name: '5', exact: true }).click();
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('quiz-player').waitFor({ timeout: 90_000 });
      const position = dialog.getByTestId('quiz-position');
      const total = Number(/of (\d+)/.exec((await position.textContent()) ?? '')?.[1]);
      expect(total).toBeGreaterThanOrEqual(3);
      for (let question = 1; question <= total; question++) {
        await expect.poll(() => position.textContent()).toBe(`Question ${question} of ${total}`);
        await dialog.getByRole('radiogroup', { name: `Answer to question ${question}` }).getByRole('radio').nth(question % 4).click();
        await dialog.getByRole('button', { name: question === total ? 'Submit Quiz' : 'Next' }).click();
      }
      const score = await dialog.getByTestId('quiz-score').innerText();
      expect(score).toMatch(/^\d{1,3}\.\d%$/);
      await dialog.getByRole('button', { name: 'Retake Quiz' }).click();
      await expect.poll(() => position.textContent()).toBe(`Question 1 of ${total}`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => creditBadge(page), { timeout: 15_000 }).toBe(47);

      // Trivia: 5 questions at 3 credits each, shown read-only with the right option marked.
      await fileInput(page).setInputFiles({ name: DOCX_NAME, mimeType: DOCX_MIME, buffer: docx });
      await page.getByRole('radio', { name: /Trivia/ }).click();
      await page.getByRole('radio', { name: '5', exact: true }).click();
      await page.getByText('Costs 15 credits').waitFor();
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      await dialog.getByTestId('trivia-list').waitFor({ timeout: 90_000 });
      const items = dialog.getByTestId('trivia-question');
      const count = await items.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) expect(await items.nth(i).locator('[data-correct]').count()).toBe(1);
      expect(await dialog.getByRole('radio').count()).toBe(0);
      await screenshot(page, 'upload-trivia-dialog');
    });
  });
});

describe('Flashcards AI', () => {
  it('studies a generated deck one card at a time with dots, flipping and bounded Previous/Next', async () => {
    await asStudent('flashcards-ai', async (page) => {
      await page.goto('/flashcards-ai');
      await page.getByRole('heading', { name: 'Flashcards AI', level: 1 }).waitFor();
      expect(await page.getByRole('radio', { name: '10', exact: true }).getAttribute('aria-checked')).toBe('true');
      await fileInput(page).setInputFiles({ name: PDF_NAME, mimeType: PDF_MIME, buffer: pdf });
      await page.getByRole('radio', { name: '5', exact: true }).click();
      await page.getByRole('button', { name: 'Generate Flashcards' }).click();
      await expectToast(page, 'Flashcards generated successfully!');
      const study = page.getByTestId('flashcards-study');
      const counter = study.getByTestId('flashcard-counter');
      await expect.poll(() => counter.textContent()).toBe('Card 1 of 5');
      expect(await study.getByTestId('progress-dots').getByRole('button').count()).toBe(5);
      expect(await study.getByRole('button', { name: 'Go to card 1' }).getAttribute('aria-current')).toBe('step');

      const card = study.getByTestId('flashcard');
      await card.click();
      await expect.poll(() => card.getAttribute('data-side')).toBe('answer');
      await study.getByTestId('flashcard-answer').getByText(PDF_NAME).waitFor();
      await card.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => card.getAttribute('data-side')).toBe('question');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => counter.textContent()).toBe('Card 2 of 5');
      expect(await study.getByRole('button', { name: 'Go to card 2' }).getAttribute('aria-current')).toBe('step');
      await study.getByRole('button', { name: 'Go to card 5' }).click();
      await expect.poll(() => counter.textContent()).toBe('Card 5 of 5');
      expect(await study.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
      await study.getByRole('button', { name: 'Previous' }).click();
      await expect.poll(() => counter.textContent()).toBe('Card 4 of 5');
      await expect.poll(() => creditBadge(page), { timeout: 15_000 }).toBe(45);

      // The deck is saved and can be opened again from the list, starting over at card 1.
      const saved = page.getByRole('region', { name: 'Your decks' });
      await saved.getByRole('button').first().click();
      await expect.poll(() => page.getByTestId('flashcard-counter').textContent()).toBe('Card 1 of 5');
    });
  });
});

describe('pasting study material', () => {
  /** A textbook page as a browser copies it: its computed bold set inline on the term's span, a feature box's frame on its div. */
  const COPIED_PAGE =
    '<meta charset="utf-8"><h2>5.2 Osmosis</h2><p>Water moves by <span style="font-weight: 700;">osmosis</span> across a ' +
    '<em>selectively permeable</em> membrane.</p><ul><li><b>Hypertonic</b> solutions draw water out.</li><li>Hypotonic ones push it in.</li></ul>' +
    '<div class="link-to-learning" style="border: 1px solid rgb(213, 213, 213); background: rgb(241, 241, 241); padding: 1rem;">' +
    '<p style="font-weight: 700;">Link to Learning</p><p>Watch red blood cells swell in a video.</p></div>' +
    '<script>document.title = "ran"</script>';

  /** Pastes a clipboard holding `data` where the caret is; true when the page handled the paste itself. */
  const paste = (page: Page, data: Record<string, string>) =>
    page.getByRole('textbox', { name: 'Paste your notes' }).evaluate((area: HTMLTextAreaElement, entries) => {
      area.focus();
      area.setSelectionRange(area.value.length, area.value.length);
      const clipboard = new DataTransfer();
      for (const [type, value] of Object.entries(entries)) clipboard.setData(type, value);
      return !area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }));
    }, data);

  it('keeps a copied page’s heading, bold key terms, italics, list and framed box as Markdown, and leaves plain text to the browser', async () => {
    await asStudent('paste-marks', async (page) => {
      await page.goto('/flashcards-ai');
      const box = page.getByRole('textbox', { name: 'Paste your notes' });
      await box.fill('My notes\n\n');
      expect(await paste(page, { 'text/html': COPIED_PAGE, 'text/plain': 'plain copy' })).toBe(true);
      await expect
        .poll(() => box.inputValue())
        .toBe(
          'My notes\n\n## 5.2 Osmosis\n\nWater moves by **osmosis** across a *selectively permeable* membrane.\n\n' +
            '- **Hypertonic** solutions draw water out.\n- Hypotonic ones push it in.\n\n> **Link to Learning**\n\n> Watch red blood cells swell in a video.',
        );
      expect(await page.title()).not.toBe('ran');
      await expect.poll(() => box.getAttribute('aria-describedby')).toBeTruthy();
      const note = page.locator(`[id="${await box.getAttribute('aria-describedby')}"]`);
      expect(await note.textContent()).toBe('Kept the copied page’s headings, bold terms, lists and boxes as # ** - > marks, so its key terms are found and its boxes set apart.');
      expect(await paste(page, { 'text/html': '<p>Only a plain paragraph.</p>', 'text/plain': 'Only a plain paragraph.' })).toBe(false);
      expect(await paste(page, { 'text/plain': 'Typed elsewhere.' })).toBe(false);
      await screenshot(page, 'paste-marks');
      await box.fill('');
      await expect.poll(() => box.getAttribute('aria-describedby')).toBeNull();
    });
  });

  /** A textbook's web page: its terms set bold and its feature box framed and shaded by the stylesheet, not inline. */
  const TEXTBOOK_PAGE = `<!doctype html><html><head><style>
    [data-type="term"] { font-weight: bold; }
    [data-type="note"] { border: 1px solid #d5d5d5; background: #f1f1f1; padding: 1rem; }
    .os-title { font-weight: bold; }
  </style></head><body><main>
    <h2>5.2 Passive Transport</h2>
    <p><span data-type="term">Osmosis</span> is the diffusion of water through a semipermeable membrane.</p>
    <div data-type="note" class="everyday-connection"><div class="os-title">Everyday Connection</div><p>Salted cucumbers shrink in a jar.</p></div>
    <p>A <span data-type="term">hypertonic</span> solution has more solute than the cell.</p>
  </main></body></html>`;

  it('takes a textbook page copied and pasted with the keyboard: its bold terms marked and its framed box set apart', async () => {
    await asStudent('paste-copied-textbook-page', async (page) => {
      const textbook = await page.context().newPage();
      await textbook.setContent(TEXTBOOK_PAGE);
      await textbook.evaluate(() => getSelection()?.selectAllChildren(document.querySelector('main')!));
      await textbook.keyboard.press('Control+C');
      await textbook.close();

      await page.goto('/flashcards-ai');
      const box = page.getByRole('textbox', { name: 'Paste your notes' });
      await box.focus();
      await page.keyboard.press('Control+V');
      await expect
        .poll(() => box.inputValue())
        .toBe(
          '## 5.2 Passive Transport\n\n**Osmosis** is the diffusion of water through a semipermeable membrane.\n\n' +
            '> **Everyday Connection**\n\n> Salted cucumbers shrink in a jar.\n\nA **hypertonic** solution has more solute than the cell.',
        );
      await screenshotsInThemes(page, 'paste-copied-textbook-page');
    });
  });
});

describe('Quizzes AI', () => {
  it('warns about an incomplete quiz, then submits, shows the result, records it, reviews and retries', async () => {
    await asStudent('quizzes-ai', async (page) => {
      await page.goto('/quizzes-ai');
      await page.getByRole('heading', { name: 'Quizzes AI', level: 1 }).waitFor();
      expect(await page.getByRole('radio', { name: '5', exact: true }).getAttribute('aria-checked')).toBe('true');
      await fileInput(page).setInputFiles([
        { name: PDF_NAME, mimeType: PDF_MIME, buffer: pdf },
        { name: DOCX_NAME, mimeType: DOCX_MIME, buffer: docx },
      ]);
      await page.getByRole('button', { name: 'Generate Quiz' }).click();
      await expectToast(page, 'Quiz generated successfully!');
      const player = page.getByTestId('quiz-player');
      const position = player.getByTestId('quiz-position');
      await expect.poll(() => position.textContent()).toBe('Question 1 of 5');
      await expect.poll(() => creditBadge(page), { timeout: 15_000 }).toBe(47);

      // Lettered options A–D.
      const options = page.getByRole('radiogroup', { name: 'Answer to question 1' }).getByRole('radio');
      expect(await options.count()).toBe(4);
      expect((await options.allInnerTexts()).map((text) => text.trim().charAt(0))).toEqual(['A', 'B', 'C', 'D']);

      await options.first().click();
      for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => position.textContent()).toBe('Question 5 of 5');
      await page.getByRole('button', { name: 'Submit Quiz' }).click();
      await expectToast(page, 'Incomplete quiz', 'Please answer all 5 questions before submitting.');
      await expect.poll(() => position.textContent()).toBe('Question 2 of 5');
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect.poll(() => position.textContent()).toBe('Question 1 of 5');

      // Answer every question from the start (question 1 keeps its answer).
      for (let question = 2; question <= 5; question++) {
        await page.getByRole('button', { name: 'Next' }).click();
        await expect.poll(() => position.textContent()).toBe(`Question ${question} of 5`);
        await page.getByRole('radiogroup', { name: `Answer to question ${question}` }).getByRole('radio').nth(question % 4).click();
      }
      await page.getByRole('button', { name: 'Submit Quiz' }).click();
      const results = page.getByTestId('quiz-results');
      await results.waitFor();
      const score = await results.getByTestId('quiz-score').innerText();
      expect(score).toMatch(/^\d{1,3}%$/);
      const correct = Number(/You got (\d+) of 5 correct/.exec(await results.getByTestId('quiz-correct-count').innerText())?.[1]);
      expect(score).toBe(`${Math.round((correct / 5) * 100)}%`);
      await screenshot(page, 'quizzes-results');

      // The attempt is recorded on the server with the same score.
      await expect
        .poll(async () => {
          const quizzes = (await (await page.request.get('/api/user/quizzes')).json()) as SavedQuiz[];
          return quizzes[0] ? [quizzes[0].attempts, quizzes[0].bestScore] : null;
        })
        .toEqual([1, Math.round((correct / 5) * 1000) / 10]);

      await results.getByRole('button', { name: 'Review Answers' }).click();
      const review = page.getByTestId('quiz-review');
      await review.waitFor();
      const items = review.getByTestId('review-item');
      expect(await items.count()).toBe(5);
      for (let i = 0; i < 5; i++) {
        const text = await items.nth(i).innerText();
        expect(text).toContain('Your answer');
        expect(text).toContain('Correct answer');
        expect(text).toContain('Explanation:');
        expect(await items.nth(i).getByTestId('citation').count()).toBe(1);
      }
      expect(await review.locator('[data-correct="true"]').count()).toBe(correct);

      await review.getByRole('button', { name: 'Retry Quiz' }).click();
      await expect.poll(() => page.getByTestId('quiz-position').textContent()).toBe('Question 1 of 5');
      await page.getByText('0 of 5 answered').waitFor();
    });
  });
});

describe('Notes AI', () => {
  it('shows the job progress, the study guide in sections with sources, copies it, and saves an edit', async () => {
    await asStudent(
      'notes-ai',
      async (page) => {
        await page.goto('/notes-ai');
        await page.getByRole('heading', { name: 'Notes AI', level: 1 }).waitFor();
        await page.getByText('max 25MB each').first().waitFor();
        await fileInput(page).setInputFiles([
          { name: PDF_NAME, mimeType: PDF_MIME, buffer: pdf },
          { name: DOCX_NAME, mimeType: DOCX_MIME, buffer: docx },
        ]);

        // Hold the finished reply back a moment so the progress bar, fed by the job's event stream, can be seen completing.
        await page.route('**/api/generate-notes', async (route) => {
          const response = await route.fetch({ timeout: 90_000 });
          await new Promise((resolve) => setTimeout(resolve, 2500));
          await route.fulfill({ response });
        });
        await page.getByRole('button', { name: 'Generate Notes' }).click();
        const progress = page.getByTestId('generation-progress');
        await progress.waitFor();
        await expect.poll(() => progress.getAttribute('data-stage'), { timeout: 90_000 }).toBe('done');
        expect(await progress.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
        await expect.poll(() => page.getByTestId('mascot').first().getAttribute('data-mood')).toBe('thinking');

        await expectToast(page, 'Notes generated successfully!');
        await expect.poll(() => page.getByTestId('mascot').first().getAttribute('data-mood')).toBe('celebrating');
        const viewer = page.getByTestId('notes-viewer');
        await viewer.getByTestId('notes-title').waitFor();
        expect(await viewer.getByTestId('notes-section').count()).toBeGreaterThanOrEqual(2);
        const bullets = viewer.getByTestId('notes-bullet');
        expect(await bullets.count()).toBeGreaterThanOrEqual(5);
        await expect.poll(() => creditBadge(page), { timeout: 15_000 }).toBe(48);

        // A bullet's source: the file and the passage.
        await bullets.first().getByRole('button', { name: /Show source/ }).click();
        const source = page.getByRole('dialog', { name: 'Source' });
        await source.waitFor();
        expect(await source.innerText()).toMatch(new RegExp(`${PDF_NAME}|${DOCX_NAME}`));
        await page.keyboard.press('Escape');
        await screenshot(page, 'notes-view');

        // Read-aloud of a section: idle → generating → playing; a second click stops it.
        const readSection = viewer.getByTestId('notes-section').first().getByTestId('read-aloud');
        const speech = page.waitForResponse('**/api/text-to-speech');
        await readSection.click();
        expect((await speech).status()).toBe(200);
        await expect.poll(() => readSection.getAttribute('data-state')).toBe('playing');
        await readSection.click();
        await expect.poll(() => readSection.getAttribute('data-state')).toBe('idle');

        await viewer.getByRole('button', { name: 'Copy' }).click();
        await expectToast(page, 'Copied!');
        const clipboard = await page.evaluate(() => navigator.clipboard.readText());
        expect(clipboard.startsWith('# ')).toBe(true);
        expect(clipboard).toContain('## ');

        // Cancel drops an edit; Save keeps it on the server.
        await viewer.getByRole('button', { name: 'Edit' }).click();
        const editor = page.getByRole('textbox', { name: 'Edit notes (Markdown)' });
        await editor.fill(`${await editor.inputValue()}\n- Throwaway line that is cancelled`);
        await viewer.getByRole('button', { name: 'Cancel' }).click();
        expect(await viewer.getByText('Throwaway line that is cancelled').count()).toBe(0);

        await viewer.getByRole('button', { name: 'Edit' }).click();
        const original = await editor.inputValue();
        await editor.fill(`${original}\n\n## My exam tips\n\n- Review osmosis versus diffusion before the midterm`);
        await viewer.getByRole('button', { name: 'Save' }).click();
        await expectToast(page, 'Notes saved');
        await viewer.getByRole('heading', { name: 'My exam tips' }).waitFor();
        await viewer.getByText('Review osmosis versus diffusion before the midterm').waitFor();
        const guides = (await (await page.request.get('/api/user/study-guides')).json()) as SavedStudyGuide[];
        expect(guides[0].notes).toContain('- Review osmosis versus diffusion before the midterm');

        // After a reload the saved guide opens from the list with the edit in it.
        await page.reload();
        await page.getByRole('region', { name: 'Your study guides' }).getByRole('button').first().click();
        await page.getByText('Review osmosis versus diffusion before the midterm').waitFor();
      },
      { clipboard: true },
    );
  });
});

describe('generation errors', () => {
  // None of these spends a credit, so one student serves them all (sign-ups are rate-limited per IP).
  let shared: SignedInSession;
  beforeAll(async () => {
    shared = await signedInSession(browser);
  });
  afterAll(async () => {
    await shared?.context.close();
  });
  const asSharedStudent = async (name: string, body: (page: Page) => Promise<void>) => {
    const page = await shared.context.newPage();
    try {
      await onPage(name, page, body);
    } finally {
      await page.close();
    }
  };

  it('refuses a .exe and a file over 25MB in the browser, and asks for files before generating', async () => {
    await asSharedStudent('client-side-errors', async (page) => {
      await openDashboard(page);
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      await expectToast(page, 'No files selected', 'Please upload at least one document or image.');

      await fileInput(page).setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\x90\x00not a study file') });
      await expectToast(page, 'Invalid file type', 'setup.exe is not a supported file type');
      expect(await chosenFiles(page).count()).toBe(0);

      // A real 26 MB file on disk (a path is handed to Chromium directly; a buffer would crawl over the protocol).
      const folder = mkdtempSync(join(tmpdir(), 'studyforge-e2e-'));
      const huge = join(folder, 'huge-lecture.pdf');
      writeFileSync(huge, Buffer.alloc(26 * 1024 * 1024, 0x25));
      try {
        await fileInput(page).setInputFiles(huge, { timeout: 60_000 });
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
      await expectToast(page, 'File too large', 'huge-lecture.pdf exceeds the 25MB limit');
      expect(await chosenFiles(page).count()).toBe(0);
      expect(await creditBadge(page)).toBe(50);
    });
  });

  it('shows the server’s message for a disguised file and for too few credits, and charges nothing', async () => {
    await asSharedStudent('server-errors', async (page) => {
      await openDashboard(page);

      // Junk bytes named .pdf pass the extension check; the server reads the bytes and refuses them.
      await fileInput(page).setInputFiles({ name: 'scan.pdf', mimeType: PDF_MIME, buffer: junkBytes() });
      await chosenFiles(page).getByText('scan.pdf').waitFor();
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      await expectToast(page, 'Generation failed', generationMessages.invalidFileType('scan.pdf'));
      const mascot = page.getByTestId('mascot').first();
      await expect.poll(() => mascot.getAttribute('data-mood')).toBe('error');
      await expect.poll(() => mascot.getByTestId('mascot-message').textContent()).toBe('Generation failed. Please try again!');
      await screenshot(page, 'server-error-file-type');
      // The student's files stay chosen after a failure.
      await chosenFiles(page).getByText('scan.pdf').waitFor();
      await chosenFiles(page).getByRole('button', { name: 'Remove scan.pdf' }).click();
      expect(await chosenFiles(page).count()).toBe(0);

      // Trivia with 20 questions costs 60 credits; a new student has 50.
      await fileInput(page).setInputFiles({ name: PDF_NAME, mimeType: PDF_MIME, buffer: pdf });
      await page.getByRole('radio', { name: /Trivia/ }).click();
      await page.getByRole('radio', { name: '20', exact: true }).click();
      await page.getByText('Costs 60 credits').waitFor();
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      await expectToast(page, 'Generation failed', 'Not enough credits: this costs 60 credits and you have 50.');
      expect(await creditBadge(page)).toBe(50);
      expect(await page.getByRole('dialog').count()).toBe(0);
    });
  });

  it('asks for content on the tool pages before spending anything', async () => {
    await asSharedStudent('no-content', async (page) => {
      for (const [path, button, what] of [
        ['/notes-ai', 'Generate Notes', 'notes'],
        ['/flashcards-ai', 'Generate Flashcards', 'flashcards'],
        ['/quizzes-ai', 'Generate Quiz', 'quiz'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('textbox', { name: 'Paste your notes' }).fill('   ');
        await page.getByRole('button', { name: button }).click();
        await expectToast(page, 'No content provided', `Please upload files or enter text to generate ${what}.`);
      }
      await expect.poll(() => creditBadge(page)).toBe(50);
    });
  });

  it('reports a tool failure with the spec sentence and the server’s reason', async () => {
    await asSharedStudent('tool-failure', async (page) => {
      await page.goto('/notes-ai');
      await page.getByRole('heading', { name: 'Notes AI', level: 1 }).waitFor();
      await fileInput(page).setInputFiles({ name: 'photo-of-notes.pdf', mimeType: PDF_MIME, buffer: junkBytes() });
      await page.getByRole('button', { name: 'Generate Notes' }).click();
      await expectToast(page, 'Error', `Failed to generate notes. Please try again. ${generationMessages.invalidFileType('photo-of-notes.pdf')}`);
      await expect.poll(() => page.getByTestId('mascot').first().getAttribute('data-mood')).toBe('error');
      await expect.poll(() => creditBadge(page)).toBe(50);
    });
  });
});
