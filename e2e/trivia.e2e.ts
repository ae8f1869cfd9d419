import type { TriviaStats } from '@studyforge/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot } from './support/browser.js';
import { creditBadge, expectToast, signedInSession } from './support/session.js';
import { factsOf, rightTermFor, type KnowledgeFact } from './support/trivia-knowledge.js';

const MAJOR = 'Computer Science';
const COURSE = 'Data Structures';

let browser: Browser;
let facts: KnowledgeFact[];

beforeAll(async () => {
  browser = await launchChromium();
  facts = await factsOf(MAJOR, COURSE);
});

afterAll(async () => {
  await browser?.close();
});

const counter = (page: Page, name: 'correct' | 'answered' | 'streak') => page.getByTestId(`trivia-${name}`);

async function counters(page: Page) {
  const read = async (name: 'correct' | 'answered' | 'streak') => Number((await counter(page, name).textContent())?.trim());
  return { correct: await read('correct'), answered: await read('answered'), streak: await read('streak') };
}

async function chooseMajor(page: Page, major: string) {
  await page.getByRole('combobox', { name: 'Major' }).click();
  await page.getByRole('option', { name: major, exact: true }).click();
}

/** The options of the question on screen, as shown. */
async function optionTexts(page: Page): Promise<string[]> {
  return page.getByTestId('trivia-options').getByTestId('trivia-option-text').allInnerTexts();
}

function option(page: Page, index: number): Locator {
  return page.getByTestId('trivia-options').getByRole('radio').nth(index);
}

/** Answers the question on screen, right or wrong on purpose, and returns the right term. */
async function answer(page: Page, correctly: boolean): Promise<string> {
  const question = (await page.getByTestId('trivia-question').innerText()).trim();
  const right = rightTermFor(question, facts);
  const texts = await optionTexts(page);
  expect(texts).toHaveLength(4);
  expect(texts).toContain(right);
  const submit = page.getByRole('button', { name: 'Submit Answer' });
  expect(await submit.isDisabled()).toBe(true);
  const pick = correctly ? texts.indexOf(right) : texts.findIndex((text) => text !== right);
  await option(page, pick).click();
  await expect.poll(() => submit.isDisabled()).toBe(false);
  await submit.click();
  const feedback = page.getByTestId('trivia-feedback');
  await feedback.waitFor();
  expect(await feedback.getAttribute('data-correct')).toBe(String(correctly));
  await feedback.getByText(correctly ? 'Correct!' : 'Incorrect', { exact: true }).waitFor();
  expect((await page.getByTestId('trivia-correct-answer').innerText()).trim()).toBe(right);
  expect(await page.getByTestId('trivia-explanation').innerText()).toContain(right);
  // Locked: no option can be changed once the answer is in.
  for (let index = 0; index < 4; index++) expect(await option(page, index).isDisabled()).toBe(true);
  return right;
}

async function nextQuestion(page: Page, number: number, total: number) {
  await page.getByRole('button', { name: 'Next Question' }).click();
  await expect.poll(() => page.getByTestId('trivia-position').textContent()).toBe(`Question ${number} of ${total}`);
  await page.getByTestId('trivia-feedback').waitFor({ state: 'detached' });
}

describe('Daily Trivia Challenge', () => {
  it('checks the selection and the credits, then plays a structured round: streak, wrong answer, Next Question, counters, summary', async () => {
    const { context, page } = await signedInSession(browser, { viewport: { width: 1280, height: 900 } });
    try {
      await page.goto('/trivia');
      await page.getByRole('heading', { name: 'Daily Trivia Challenge', level: 1 }).waitFor();
      await expect.poll(() => creditBadge(page)).toBe(50);
      await page.getByTestId('trivia-stat-day-streak').getByText('0', { exact: true }).waitFor();

      // Nothing chosen yet.
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectToast(page, 'Complete your selection');

      // The courses are those of the chosen major; changing the major clears the course.
      await chooseMajor(page, 'Business');
      await page.getByRole('radio', { name: 'Financial Accounting' }).click();
      await chooseMajor(page, MAJOR);
      const courses = page.getByRole('radiogroup', { name: 'Course' }).getByRole('radio');
      expect(await courses.count()).toBe(10);
      expect(await courses.allInnerTexts()).toContain(COURSE);
      expect(await page.getByRole('radio', { name: 'Financial Accounting' }).count()).toBe(0);
      expect(await page.getByRole('radiogroup', { name: 'Course' }).getByRole('radio', { checked: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectToast(page, 'Complete your selection');

      // Books mode needs a subject or a book; switching modes clears the other mode's choice.
      await page.getByRole('radio', { name: COURSE }).click();
      await page.getByRole('radio', { name: 'Books', exact: true }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectToast(page, 'Select a subject or book');
      await page.getByRole('radio', { name: 'Major & course' }).click();
      expect((await page.getByRole('combobox', { name: 'Major' }).innerText()).trim()).toBe('Choose your major');

      // 20 questions cost 60 credits: more than the 50 of a new student.
      await chooseMajor(page, MAJOR);
      await page.getByRole('radio', { name: COURSE }).click();
      await page.getByRole('radio', { name: '20', exact: true }).click();
      await page.getByText('Costs 60 credits').waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'Ready to Start' }).waitFor();
      await page.getByRole('button', { name: 'Start Challenge' }).click();
      await expectToast(page, 'Insufficient Credits', 'You need 60 credits to generate 20 questions. You have 50 credits.');
      expect(await page.getByTestId('trivia-question').count()).toBe(0);
      expect(await creditBadge(page)).toBe(50);

      // Back to the selection (kept), 5 questions this time.
      await page.getByRole('button', { name: 'Back to Selection' }).click();
      await page.getByRole('heading', { name: 'Set up your challenge' }).waitFor();
      expect(await page.getByRole('radio', { name: COURSE }).getAttribute('aria-checked')).toBe('true');
      await page.getByRole('radio', { name: '5', exact: true }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'Ready to Start' }).waitFor();
      expect(await page.getByTestId('summary-major').innerText()).toBe(MAJOR);
      expect(await page.getByTestId('summary-course').innerText()).toBe(COURSE);
      expect(await page.getByTestId('summary-questions').innerText()).toBe('5');
      expect(await page.getByTestId('summary-cost').innerText()).toBe('15 credits');
      await page.getByRole('button', { name: 'Start Challenge' }).click();

      await page.getByTestId('trivia-question').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('trivia-position').textContent()).toBe('Question 1 of 5');
      expect(await counters(page)).toEqual({ correct: 0, answered: 0, streak: 0 });
      // Charged once, up front: the badge follows.
      await expect.poll(() => creditBadge(page), { timeout: 15_000 }).toBe(35);

      // 1: right. The explanation is spoken on its own.
      await answer(page, true);
      expect(await counters(page)).toEqual({ correct: 1, answered: 1, streak: 1 });
      expect(await page.getByTestId('mascot').first().getAttribute('data-mood')).toBe('celebrating');
      const audio = page.getByTestId('explanation-audio');
      await audio.waitFor();
      await expect.poll(() => audio.getAttribute('data-state'), { timeout: 30_000 }).toMatch(/^(playing|ended)$/);
      await screenshot(page, 'trivia-correct-answer');

      // 2: right again, the streak grows.
      await nextQuestion(page, 2, 5);
      expect(await counters(page)).toEqual({ correct: 1, answered: 1, streak: 1 });
      await answer(page, true);
      expect(await counters(page)).toEqual({ correct: 2, answered: 2, streak: 2 });

      // 3: wrong: the right answer shows and the streak goes back to 0.
      await nextQuestion(page, 3, 5);
      await answer(page, false);
      expect(await counters(page)).toEqual({ correct: 2, answered: 3, streak: 0 });
      expect(await page.getByTestId('mascot').first().getAttribute('data-mood')).toBe('error');
      expect(await page.locator('[data-result="incorrect"]').count()).toBe(1);
      expect(await page.locator('[data-result="correct"]').count()).toBe(1);
      await screenshot(page, 'trivia-wrong-answer');

      // 4 and 5: right.
      await nextQuestion(page, 4, 5);
      await answer(page, true);
      await nextQuestion(page, 5, 5);
      await answer(page, true);
      expect(await counters(page)).toEqual({ correct: 4, answered: 5, streak: 2 });
      expect(await page.getByRole('button', { name: 'Next Question' }).count()).toBe(0);

      // The session summary, and a way to start again.
      await page.getByRole('button', { name: 'See Results' }).click();
      const summary = page.getByTestId('trivia-session-summary');
      await summary.waitFor();
      expect(await page.getByTestId('trivia-final-score').innerText()).toBe('You got 4 of 5 correct (80%)');
      await page.getByTestId('trivia-stat-day-streak').getByText('1', { exact: true }).waitFor();
      await screenshot(page, 'trivia-summary');

      const stats = (await (await page.request.get('/api/trivia/stats')).json()) as TriviaStats;
      expect(stats).toEqual({ currentStreak: 2, bestStreak: 2, dayStreak: 1, questionsAnswered: 5, correctAnswers: 4 });
      expect(await creditBadge(page)).toBe(35);

      await page.getByRole('button', { name: 'Play Again' }).click();
      await page.getByRole('heading', { name: 'Ready to Start' }).waitFor();
      expect(await page.getByTestId('summary-course').innerText()).toBe(COURSE);

      // Books mode: a subject and one of its books.
      await page.getByRole('button', { name: 'Back to Selection' }).click();
      await page.getByRole('radio', { name: 'Books', exact: true }).click();
      await page.getByRole('combobox', { name: 'Subject' }).click();
      await page.getByRole('option', { name: 'History', exact: true }).click();
      const books = page.getByRole('radiogroup', { name: 'Book' }).getByRole('radio');
      await books.first().waitFor();
      expect(await books.count()).toBeGreaterThan(0);
      expect(await books.count()).toBeLessThanOrEqual(8);
      const bookTitle = (await books.first().getAttribute('aria-label'))!;
      await books.first().click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'Ready to Start' }).waitFor();
      expect(await page.getByTestId('summary-subject').innerText()).toBe('History');
      expect(await page.getByTestId('summary-book').innerText()).toBe(bookTitle);
      await page.getByRole('button', { name: 'Start Challenge' }).click();
      await page.getByTestId('trivia-question').waitFor({ timeout: 60_000 });
      expect(await counters(page)).toEqual({ correct: 0, answered: 0, streak: 2 });
      await expect.poll(() => creditBadge(page), { timeout: 15_000 }).toBe(20);

      // Meanwhile 15 credits are spent elsewhere: the page still believes 20, the server knows 5.
      const elsewhere = await page.request.post('/api/generate-structured-trivia', { data: { major: MAJOR, course: 'Algorithms', questionCount: 5 } });
      expect(elsewhere.status()).toBe(200);

      const total = Number(/of (\d+)/.exec((await page.getByTestId('trivia-position').textContent()) ?? '')?.[1]);
      for (let number = 1; number <= total; number++) {
        if (number > 1) await nextQuestion(page, number, total);
        await option(page, number % 4).click();
        await page.getByRole('button', { name: 'Submit Answer' }).click();
        await page.getByTestId('trivia-feedback').waitFor();
        expect((await counters(page)).answered).toBe(number);
      }
      await page.getByRole('button', { name: 'See Results' }).click();
      await page.getByTestId('trivia-session-summary').waitFor();
      expect(await creditBadge(page)).toBe(20);

      // The server checks the balance too, and its refusal reads the same as the page's own check.
      await page.getByRole('button', { name: 'Play Again' }).click();
      await page.getByRole('button', { name: 'Start Challenge' }).click();
      await expectToast(page, 'Insufficient Credits', 'You need 15 credits to generate 5 questions. You have 5 credits.');
      await expect.poll(() => creditBadge(page), { timeout: 15_000 }).toBe(5);
      await page.getByRole('heading', { name: 'Ready to Start' }).waitFor();
    } catch (error) {
      await screenshot(page, 'trivia-failure');
      throw error;
    } finally {
      await context.close();
    }
  });
});
