import type { BooksReply } from '@studyforge/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot } from './support/browser.js';
import { creditBadge, signedInSession } from './support/session.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const NO_BOOKS = 'No books found. Try adjusting your search criteria.';

interface BooksConfig {
  defaultSource: string;
  affiliateTag: string;
}

async function booksConfig(page: Page): Promise<BooksConfig> {
  const response = await page.request.get('/api/books/config');
  expect(response.status()).toBe(200);
  return (await response.json()) as BooksConfig;
}

/** What the books API answers for a search, to compare with the cards on screen. */
async function searchTitles(page: Page, source: string, params: Record<string, string>): Promise<string[]> {
  const response = await page.request.get(`/api/${source}/search?${new URLSearchParams(params).toString()}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as BooksReply).books.map((book) => book.title);
}

const cardTitles = (page: Page) => page.getByTestId('book-results').getByTestId('book-title').allInnerTexts();

async function waitForResults(page: Page, summary: RegExp) {
  await expect.poll(() => page.getByTestId('results-summary').innerText(), { timeout: 15_000 }).toMatch(summary);
}

describe('Educational Library and Book Recommendations', () => {
  it('searches with a subject filter, shows the empty state, and opens where-to-buy links in a new tab without a referrer', async () => {
    const { context, page } = await signedInSession(browser, { viewport: { width: 1280, height: 900 } });
    // Retailer pages are stubbed: the test checks where the link goes, not the retailer's site.
    await context.route(/^https:\/\/(www\.amazon\.com|bookshop\.org|openlibrary\.org|books\.google\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Retailer</title><p>Retailer page</p>' }),
    );
    try {
      const config = await booksConfig(page);
      const source = config.defaultSource;

      // The library opens on a shelf of up to 20 books.
      await page.goto('/library');
      await page.getByRole('heading', { name: 'Educational Library', level: 1 }).waitFor();
      await page.getByTestId('book-results').waitFor();
      const shelf = await page.getByTestId('book-card').count();
      expect(shelf).toBeGreaterThan(0);
      expect(shelf).toBeLessThanOrEqual(20);

      // Subject filter: the cards are the API's books of that subject, in its order.
      await page.getByRole('combobox', { name: 'Subject' }).click();
      await page.getByRole('option', { name: 'Biology', exact: true }).click();
      await waitForResults(page, /^\d+ books? in Biology$/);
      expect(new URL(page.url()).searchParams.get('subject')).toBe('Biology');
      const biology = await searchTitles(page, source, { subject: 'Biology', maxResults: '20' });
      expect(biology.length).toBeGreaterThan(0);
      await expect.poll(() => cardTitles(page)).toEqual(biology);

      // Text and subject together.
      const word = biology[0]!.split(/\s+/).find((part) => part.replace(/\W/g, '').length >= 5)!.replace(/\W/g, '');
      await page.getByRole('searchbox').fill(word);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await waitForResults(page, new RegExp(`for “${word}” in Biology$`));
      const both = await searchTitles(page, source, { q: word, subject: 'Biology', maxResults: '20' });
      expect(both).toContain(biology[0]);
      await expect.poll(() => cardTitles(page)).toEqual(both);
      await screenshot(page, 'library-search');

      // Nonsense finds nothing: the spec's empty text, and a way out.
      await page.getByRole('searchbox').fill('qzxvjkwpq');
      await page.keyboard.press('Enter');
      const empty = page.getByTestId('books-empty');
      await empty.waitFor();
      await empty.getByText(NO_BOOKS, { exact: true }).waitFor();
      expect(await page.getByTestId('book-card').count()).toBe(0);
      await screenshot(page, 'library-empty');
      await empty.getByRole('button', { name: 'Clear filters' }).click();
      await page.getByRole('heading', { name: 'Discover', exact: true }).waitFor();
      await page.getByTestId('book-results').waitFor();

      // Where to buy: the online retailer (title and author, affiliate tag, Best Deal), the bookstore by title, the preview.
      const card = page.getByTestId('book-card').first();
      const title = (await card.getByTestId('book-title').innerText()).trim();
      const links = card.getByRole('region', { name: `Where to buy ${title}` }).getByRole('link');
      const count = await links.count();
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(3);
      for (let index = 0; index < count; index++) {
        expect(await links.nth(index).getAttribute('target')).toBe('_blank');
        expect(await links.nth(index).getAttribute('rel')).toBe('noreferrer');
      }
      const amazon = links.nth(0);
      const amazonUrl = new URL((await amazon.getAttribute('href'))!);
      expect(`${amazonUrl.origin}${amazonUrl.pathname}`).toBe('https://www.amazon.com/s');
      expect(amazonUrl.searchParams.get('k')).toContain(title);
      if (config.affiliateTag) expect(amazonUrl.searchParams.get('tag')).toBe(config.affiliateTag);
      expect(await amazon.getByText('Best Deal', { exact: true }).count()).toBe(1);
      const bookshopUrl = new URL((await links.nth(1).getAttribute('href'))!);
      expect(`${bookshopUrl.origin}${bookshopUrl.pathname}`).toBe('https://bookshop.org/search');
      expect(bookshopUrl.searchParams.get('keywords')).toBe(title);
      expect(await links.nth(1).getByText('Best Deal').count()).toBe(0);

      // A click opens the retailer in a new tab with no referrer and no opener, and is logged.
      const logged = page.waitForResponse((response) => response.url().endsWith('/api/books/affiliate-clicks') && response.request().method() === 'POST');
      const [popup] = await Promise.all([context.waitForEvent('page'), amazon.click()]);
      const click = await logged;
      expect(click.status()).toBe(201);
      expect(click.request().postDataJSON()).toMatchObject({ title, retailer: 'amazon', source });
      await popup.waitForLoadState('domcontentloaded');
      expect(popup.url()).toBe(amazonUrl.toString());
      expect(await popup.evaluate(() => ({ referrer: document.referrer, opener: window.opener === null }))).toEqual({ referrer: '', opener: true });
      await popup.close();
      expect(page.isClosed()).toBe(false);
    } catch (error) {
      await screenshot(page, 'library-failure');
      throw error;
    } finally {
      await context.close();
    }
  });

  it("recommends 12 books for the student's major (Computer Science by default), searches, and makes flashcards about a book", async () => {
    const { context, page } = await signedInSession(browser, { viewport: { width: 390, height: 844 } });
    try {
      const { defaultSource: source } = await booksConfig(page);
      await page.goto('/books');
      await page.getByRole('heading', { name: 'Book Recommendations', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Recommended for Computer Science' }).waitFor();
      const recommended = await searchTitles(page, source, { subject: 'Computer Science', maxResults: '12' });
      expect(recommended.length).toBeGreaterThan(0);
      expect(recommended.length).toBeLessThanOrEqual(12);
      await expect.poll(() => cardTitles(page), { timeout: 15_000 }).toEqual(recommended);
      await screenshot(page, 'books-recommended-phone');

      // Search, then back to the recommendations.
      await page.getByRole('searchbox').fill('qzxvjkwpq');
      await page.keyboard.press('Enter');
      await page.getByTestId('books-empty').getByText(NO_BOOKS, { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Back to recommendations' }).first().click();
      await page.getByRole('heading', { name: 'Recommended for Computer Science' }).waitFor();

      // Flashcards about the first book, shown in the flashcard viewer; 5 cards cost 5 credits.
      await expect.poll(() => creditBadge(page)).toBe(50);
      const card = page.getByTestId('book-card').first();
      await card.getByRole('button', { name: /^Flashcards/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('flashcard').waitFor({ timeout: 60_000 });
      expect(await dialog.getByTestId('flashcard-counter').textContent()).toBe('Card 1 of 5');
      await expect.poll(() => creditBadge(page), { timeout: 15_000 }).toBe(45);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
    } catch (error) {
      await screenshot(page, 'books-failure');
      throw error;
    } finally {
      await context.close();
    }
  });
});
