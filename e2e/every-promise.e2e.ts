import { billingMessages, DEFAULT_PROVIDER_LABELS, FREE_TRIAL_CREDITS, PRICE_TABLE, RECAP_LENGTHS, RECAP_MINUTES_SPAN } from '@studyforge/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, launchChromium, screenshotsInThemes, withFailureScreenshot } from './support/browser.js';
import { expectToast, signedInSession } from './support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The Help page as a reader checks it: every tool of the price table with its cost, privacy, and the deployment's support address. */
async function expectHelpPage(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Help Center', level: 1 }).waitFor();
  expect(await page.getByRole('heading', { name: '404 Page Not Found' }).count()).toBe(0);
  await page.getByText(`A new account starts with ${FREE_TRIAL_CREDITS} credits`).waitFor();
  for (const row of PRICE_TABLE) {
    const entry = page.getByTestId(`help-tool-${row.feature}`);
    await entry.getByRole('link', { name: row.label, exact: true }).waitFor();
    const cost = row.credits === 0 ? 'Free' : `${row.credits} ${row.credits === 1 ? 'credit' : 'credits'} ${row.unit}`;
    expect(await entry.getByTestId('help-tool-cost').textContent()).toBe(cost);
  }
  expect(await page.getByRole('link', { name: 'Privacy Policy' }).first().getAttribute('href')).toBe('/privacy');
  const site = (await (await page.request.get('/api/site')).json()) as { supportEmail: string };
  const contact = page.getByTestId('help-contact').getByRole('link', { name: site.supportEmail });
  expect(await contact.getAttribute('href')).toBe(`mailto:${site.supportEmail}`);
}

describe('every promise on the pages is kept', () => {
  it("opens a real Help page from the landing footer's Help Center, signed out and signed in", async () => {
    const visitor = await newPage(browser);
    await withFailureScreenshot(visitor.page, 'help-signed-out', async () => {
      await visitor.page.goto('/');
      await visitor.page.getByRole('heading', { name: 'Upload. Study. Excel.' }).waitFor();
      const helpLink = visitor.page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' });
      // The landing page is drawn at build time; its links are the router's once React has taken the markup over.
      await helpLink.evaluate((link) => new Promise<void>((resolve) => {
        const hydrated = () => Object.keys(link).some((key) => key.startsWith('__reactFiber'));
        const check = () => (hydrated() ? resolve() : requestAnimationFrame(check));
        check();
      }));
      await helpLink.click();
      await visitor.page.waitForURL('**/help');
      await expectHelpPage(visitor.page);
      await screenshotsInThemes(visitor.page, 'help-signed-out');
    }).finally(() => visitor.context.close());

    const { context, page } = await signedInSession(browser, { viewport: { width: 390, height: 844 } });
    await withFailureScreenshot(page, 'help-signed-in', async () => {
      await page.goto('/help');
      await expectHelpPage(page);
      await screenshotsInThemes(page, 'help-signed-in');
    }).finally(() => context.close());
  });

  it('shows no provider button on the sign-in and sign-up pages when no provider is configured', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await withFailureScreenshot(page, 'no-provider-buttons', async () => {
      for (const [path, heading] of [
        ['/signin', 'Welcome back'],
        ['/signup', 'Create your account'],
      ] as const) {
        const providers = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/providers');
        await page.goto(path);
        const answer = await (await providers).json();
        expect(answer).toMatchObject({ google: { configured: false }, oidc: { configured: false } });
        await page.getByRole('heading', { name: heading }).waitFor();
        await page.getByRole('textbox', { name: 'Email', exact: true }).waitFor();
        for (const label of Object.values(DEFAULT_PROVIDER_LABELS)) expect(await page.getByRole('button', { name: label }).count()).toBe(0);
        expect(await page.getByRole('separator', { name: /^Or / }).count()).toBe(0);
      }
    }).finally(() => context.close());
  });

  it('says the real span of Audio Recap lengths on its tile and its page', async () => {
    const shortest = Math.min(...Object.values(RECAP_LENGTHS));
    const longest = Math.max(...Object.values(RECAP_LENGTHS));
    expect(RECAP_MINUTES_SPAN).toBe(`${shortest} to ${longest}`);
    const { context, page } = await signedInSession(browser);
    await withFailureScreenshot(page, 'recap-span', async () => {
      await page.goto('/all-features');
      const tile = page.getByTestId('tool-tile-audio-recap');
      await tile.waitFor();
      expect(await tile.textContent()).toContain(`from ${shortest} to ${longest} minutes`);
      await page.goto('/audio-recap');
      await page.getByText(`Turn your material into a ${shortest} to ${longest} minute audio recap`).waitFor();
    }).finally(() => context.close());
  });

  it("shows 'Invalid checkout session' as an error, not with a success tick", async () => {
    const { context, page } = await newPage(browser);
    await withFailureScreenshot(page, 'invalid-checkout', async () => {
      await page.goto('/checkout');
      await expectToast(page, billingMessages.invalidCheckout, billingMessages.invalidCheckoutDetail);
      const toast = page.locator('[data-slot="toast"]').filter({ hasText: billingMessages.invalidCheckout });
      expect(await toast.getAttribute('data-variant')).toBe('destructive');
    }).finally(() => context.close());
  });
});
