import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchChromium, withFailureScreenshot } from './support/browser.js';
import { expectToast, signedInSession } from './support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** What the page reported: Content-Security-Policy violations (from the DOM event and the console) and console errors. */
interface PageReport {
  violations: string[];
  consoleErrors: string[];
}

async function watched(context: BrowserContext, page: Page): Promise<PageReport> {
  const report: PageReport = { violations: [], consoleErrors: [] };
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/Content Security Policy|CSP violation/i.test(text)) report.violations.push(text);
    else report.consoleErrors.push(`${text} (${message.location().url})`);
  });
  return report;
}

describe('the web app under its Content-Security-Policy', () => {
  it('shows the landing page and the sign-in page to a visitor with no violation and no console error', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    const page = await context.newPage();
    const report = await watched(context, page);
    await withFailureScreenshot(page, 'csp-landing', async () => {
      const answer = await page.goto('/');
      expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.getByRole('heading', { name: 'Upload. Study. Excel.' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      await page.goto('/signin');
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      expect(report.violations).toEqual([]);
      // A visitor without a session is not asked GET /api/auth/user (whose 401 the console would show as an error).
      expect(report.consoleErrors).toEqual([]);
    }).finally(() => context.close());
  });

  it('runs a tool page end to end (upload form, job event stream, dialog, read-aloud) with no violation', async () => {
    const { context, page } = await signedInSession(browser);
    const report = await watched(context, page);
    await withFailureScreenshot(page, 'csp-notes-ai', async () => {
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Upload & Generate', level: 1 }).waitFor();
      await page.goto('/notes-ai');
      await page.getByRole('heading', { name: 'Notes AI', level: 1 }).waitFor();
      await page
        .getByRole('textbox', { name: 'Paste your notes' })
        .fill(
          'Photosynthesis turns light energy into chemical energy. Chlorophyll in the chloroplasts absorbs light. ' +
            'The light reactions make ATP and NADPH; the Calvin cycle uses them to fix carbon dioxide into sugar. '.repeat(4),
        );
      const events = page.waitForResponse((response) => /\/api\/jobs\/[^/]+\/events$/.test(response.url()));
      await page.getByRole('button', { name: 'Generate Notes' }).click();
      expect((await events).status()).toBe(200);
      await expectToast(page, 'Notes generated successfully!');
      const viewer = page.getByTestId('notes-viewer');
      await viewer.getByTestId('notes-title').waitFor();
      const readSection = viewer.getByTestId('notes-section').first().getByTestId('read-aloud');
      await readSection.click();
      await expect.poll(() => readSection.getAttribute('data-state'), { timeout: 30_000 }).toBe('playing');
      await readSection.click();
      await viewer.getByTestId('notes-bullet').first().getByRole('button', { name: /Show source/ }).click();
      await page.getByRole('dialog', { name: 'Source' }).waitFor();
      await page.keyboard.press('Escape');
      expect(report.violations).toEqual([]);
      expect(report.consoleErrors).toEqual([]);
    }).finally(() => context.close());
  });

  it('loads book covers from the cover hosts (and where Open Library redirects them: the Internet Archive) and avatars, and blocks images from anywhere else', async () => {
    const { context, page } = await signedInSession(browser);
    const report = await watched(context, page);
    // The cover hosts are stubbed (the test checks what the policy lets the browser ask for, not those sites): a
    // request the policy blocks never reaches these routes.
    const asked: string[] = [];
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    // (A redirect fulfilled here would not be routed again, so the Internet Archive's address is loaded directly below.)
    await context.route(/^https:\/\/[^/]*(archive\.org|openlibrary\.org|books\.google\.com|googleusercontent\.com|images\.example\.com)\//, (route) => {
      asked.push(new URL(route.request().url()).hostname);
      return route.fulfill({ contentType: 'image/png', body: png });
    });
    const thumbnails = [
      'https://covers.openlibrary.org/b/id/12345-M.jpg',
      'https://books.google.com/books/content?id=zyTCAlFPjgYC&printsec=frontcover&img=1&zoom=1&source=gbs_api',
      'https://images.example.com/pixel.png',
    ];
    // The shelf as the books API answers it, with these three thumbnails on its first three books.
    await page.route(/\/api\/[a-z-]+\/(search|random)(\?|$)/, async (route) => {
      const answer = await route.fetch();
      const reply = (await answer.json()) as { books: { thumbnail: string | null }[] };
      reply.books.forEach((book, index) => (book.thumbnail = thumbnails[index] ?? book.thumbnail));
      await route.fulfill({ response: answer, json: reply });
    });
    await withFailureScreenshot(page, 'csp-covers', async () => {
      await page.goto('/library');
      const covers = page.getByTestId('book-results').getByTestId('book-cover');
      await covers.nth(2).waitFor();
      await expect.poll(() => covers.evaluateAll((nodes) => nodes.slice(0, 3).map((node) => node.querySelector('img')?.naturalWidth ?? 'drawn'))).toEqual([1, 1, 'drawn']);
      // Open Library's covers redirect to the Internet Archive. A student's avatar: an upload is the app's own, a Google picture is on
      // lh3.googleusercontent.com, and the preview of a chosen file is a blob: URL.
      const loaded = await page.evaluate(async (base64) => {
        const load = (src: string) =>
          new Promise<boolean>((resolve) => {
            const image = new Image();
            image.onload = () => resolve(true);
            image.onerror = () => resolve(false);
            image.src = src;
          });
        const chosen = new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], { type: 'image/png' });
        const archived = 'https://ia800100.us.archive.org/view_archive.php?archive=/5/items/l_covers_0012/l_covers_0012_34.zip&file=0012345-M.jpg';
        return [await load(archived), await load('/favicon.svg'), await load('https://lh3.googleusercontent.com/a/ACg8ocK-studyforge=s96-c'), await load(URL.createObjectURL(chosen))];
      }, png.toString('base64'));
      expect(loaded).toEqual([true, true, true, true]);
      expect(report.violations.length).toBeGreaterThan(0);
      for (const violation of report.violations) expect(violation).toContain('https://images.example.com/pixel.png');
      expect(asked).not.toContain('images.example.com');
      expect(asked).toEqual(expect.arrayContaining(['covers.openlibrary.org', 'ia800100.us.archive.org', 'books.google.com', 'lh3.googleusercontent.com']));
    }).finally(() => context.close());
  });

  it('keeps Swagger UI working under its own policy: the operations are listed and one can be tried', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const report = await watched(context, page);
    await withFailureScreenshot(page, 'csp-swagger', async () => {
      await page.goto('/api/docs/');
      const prices = page.locator('.opblock').filter({ hasText: '/api/credits/prices' }).first();
      await prices.waitFor();
      expect(await page.locator('.opblock').count()).toBeGreaterThan(20);
      await prices.locator('.opblock-summary').click();
      await prices.getByRole('button', { name: 'Try it out' }).click();
      const answer = page.waitForResponse('**/api/credits/prices');
      await prices.getByRole('button', { name: 'Execute' }).click();
      expect((await answer).status()).toBe(200);
      await prices.locator('.response-col_status').filter({ hasText: '200' }).first().waitFor();
      expect(report.violations).toEqual([]);
    }).finally(() => context.close());
  });
});
