import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newPage, screenshot } from './support/browser.js';
import { creditBadge, expectToast, signedInSession } from './support/session.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
}

/** The page in both themes at a phone's and a desktop's width, for a person to look at. */
async function shoot(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `billing-${name}-${width}-${colorScheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('Pro subscription in test mode', () => {
  it("sends a checkout without a client secret back home with 'Invalid checkout session'", async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/checkout');
      await expectToast(page, 'Invalid checkout session', 'Redirecting to subscription plans...');
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await context.close();
    }
  });

  it("says how a payment went when Stripe brings the student back to the site's origin", async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc&redirect_status=failed');
      await expectToast(page, 'Payment Failed', 'The payment was not completed.');
      await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    } finally {
      await context.close();
    }
  });

  it('upgrades from All Features: a declined card, the extra confirmation step, then Premium with 500 more credits, and a cancellation from the portal', async () => {
    const { context, page } = await signedInSession(browser, { viewport: { width: 1280, height: 900 } });
    try {
      await page.goto('/all-features');
      const banner = page.getByTestId('premium-banner');
      await banner.getByText('Free plan').waitFor();
      await banner.getByText(/500 credits every month for \$9\.99\/month/).waitFor();
      await shoot(page, 'all-features-free');
      await banner.getByRole('button', { name: 'Upgrade to Pro' }).click();

      await page.waitForURL(/\/checkout\?client_secret=/);
      await page.getByRole('heading', { name: 'Complete Your Subscription' }).waitFor();
      await page.getByText('Test mode: no real charge').waitFor();
      for (const benefit of ['AI flashcards and quizzes', 'Audio explanations with TTS', 'Major-specific daily trivia', 'Community access and study groups', 'Progress tracking and analytics', 'Cancel anytime']) {
        await page.getByText(benefit, { exact: true }).waitFor();
      }
      expect(await page.locator('script[src*="js.stripe.com"]').count()).toBe(0);
      await shoot(page, 'checkout');

      await payWith(page, '4000 0000 0000 0002');
      await expectToast(page, 'Payment Failed', 'Your card was declined.');
      expect(page.url()).toMatch(/\/checkout\?client_secret=/);

      await payWith(page, '4000 0025 0000 3155');
      const confirmation = page.getByRole('dialog', { name: 'Confirm this payment' });
      await confirmation.waitFor();
      await screenshot(page, 'billing-authentication-1280-light');
      await confirmation.getByRole('button', { name: 'Complete authentication' }).click();

      await expectToast(page, 'Payment Successful');
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => creditBadge(page), { timeout: 15_000 }).toBe(550);

      await page.goto('/all-features');
      await banner.getByText('Premium Account').waitFor();
      expect(await banner.getByTestId('premium-banner-credits').innerText()).toBe('550');
      await screenshot(page, 'billing-all-features-premium-1280-light');

      // The plan everywhere: the profile's badge and Settings tab, and Settings › Subscription.
      await page.goto('/profile');
      await page.getByRole('heading', { name: 'Marie Curie', level: 1 }).waitFor();
      await page.locator('[data-slot="badge"]', { hasText: 'Premium' }).first().waitFor();
      await page.getByRole('tab', { name: 'Settings' }).click();
      await expect.poll(() => page.getByTestId('settings-plan').textContent()).toContain('Premium');
      await page.goto('/settings');
      await page.getByTestId('settings-tab-subscription').click();
      await expect.poll(() => page.getByTestId('subscription-plan-name').textContent()).toContain('Premium');
      await expect.poll(() => page.getByTestId('subscription-status').textContent()).toMatch(/Renews on /);

      await page.goto('/all-features');
      await banner.getByRole('button', { name: 'Manage Subscription' }).click();
      await page.waitForURL(/\/billing\/portal\?return_to=%2Fall-features/);
      await page.getByRole('heading', { name: 'Manage your subscription' }).waitFor();
      await expect.poll(() => page.getByTestId('portal-status').innerText()).toMatch(/^Renews on /);
      await shoot(page, 'portal');
      await page.getByRole('button', { name: 'Cancel subscription' }).click();
      await expectToast(page, 'Subscription cancelled');
      await expect.poll(() => page.getByTestId('portal-status').innerText()).toMatch(/^Cancelled: Premium until /);
      await page.getByRole('button', { name: 'Resume subscription' }).waitFor();

      await page.getByRole('link', { name: 'Back to StudyForge' }).click();
      await page.waitForURL((url) => url.pathname === '/all-features');
      await banner.getByText('Premium Account').waitFor();
    } catch (error) {
      await screenshot(page, 'billing-failure');
      throw error;
    } finally {
      await context.close();
    }
  });
});

describe('Pro when the site takes no payments', () => {
  it('shows that Pro is not available right now instead of a buy button, on All Features, Settings and the checkout', async () => {
    const { context, page } = await signedInSession(browser, { viewport: { width: 1280, height: 900 } });
    // Billing as Compose runs it without Stripe keys (services/billing/test/payments-off-billing.test.ts holds the server's side).
    await page.route('**/api/billing/config', async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, json: { ...(await answer.json()), mode: 'off', publishableKey: null } });
    });
    const checkouts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/billing/subscription') checkouts.push(request.url());
    });
    try {
      await page.goto('/all-features');
      await page.getByText('Pro is not available right now').first().waitFor();
      expect(await page.getByRole('button', { name: 'Upgrade to Pro' }).count()).toBe(0);
      await screenshot(page, 'billing-all-features-payments-off-1280-light');

      await page.goto('/settings');
      await page.getByTestId('settings-tab-subscription').click();
      const unavailable = page.getByTestId('pro-unavailable');
      await unavailable.waitFor();
      expect(await unavailable.innerText()).toContain('Pro is not available right now');
      expect(await unavailable.isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Manage Subscription' }).count()).toBe(0);

      await page.goto('/checkout?client_secret=pi_test_0123_secret_0123');
      await page.getByText('StudyForge Pro is not available right now: payments are not set up on this site.').waitFor();
      expect(await page.getByLabel('Card number').count()).toBe(0);
      expect(checkouts).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
