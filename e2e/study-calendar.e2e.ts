import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot } from './support/browser.js';
import { creditBadge, expectToast, signedInSession } from './support/session.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** A day from today in the browser's zone (the tests' Chromium runs in the machine's zone, as the page does). */
async function dayFromToday(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  }, days);
}

async function addGoal(page: Page, goal: { subject: string; dueDate: string; hours: string; priority?: 'High' | 'Medium' | 'Low' }) {
  await page.getByRole('button', { name: 'Add Goal' }).click();
  const form = page.getByRole('form', { name: 'New study goal' });
  await form.getByLabel('Subject').fill(goal.subject);
  await form.getByLabel('Due Date').fill(goal.dueDate);
  await form.getByLabel('Estimated Hours').fill(goal.hours);
  if (goal.priority) {
    await form.getByLabel('Priority').click();
    await page.getByRole('option', { name: goal.priority }).click();
  }
  await form.getByRole('button', { name: 'Add Goal' }).click();
  await form.waitFor({ state: 'detached' });
  await page.getByRole('list', { name: 'Study goals' }).getByText(goal.subject, { exact: true }).waitFor();
}

async function openCalendar(page: Page) {
  await page.goto('/study-calendar');
  await page.getByRole('heading', { name: 'Study Calendar', level: 1 }).waitFor();
  await expect.poll(() => creditBadge(page)).toBe(50);
}

describe('Study Calendar', () => {
  it('builds a plan from goals, shows the sessions of a date, marks one complete and downloads the .ics', async () => {
    const { context, page } = await signedInSession(browser);
    try {
      await openCalendar(page);
      await page.getByText('No study sessions scheduled').waitFor();
      expect(await page.getByRole('button', { name: 'Generate Study Plan' }).isDisabled()).toBe(true);

      // The spec's validation toast for an incomplete goal; the form stays open.
      await page.getByRole('button', { name: 'Add Goal' }).click();
      await page.getByRole('form', { name: 'New study goal' }).getByRole('button', { name: 'Add Goal' }).click();
      await expectToast(page, 'Incomplete goal', 'Please fill in subject and due date.');
      await screenshot(page, 'study-calendar-goal-form');
      await page.getByRole('form', { name: 'New study goal' }).getByRole('button', { name: 'Cancel' }).click();

      await addGoal(page, { subject: 'Organic Chemistry', dueDate: await dayFromToday(page, 7), hours: '6', priority: 'High' });
      // Not a number: it counts as 1 hour (spec §5).
      await addGoal(page, { subject: 'History essay', dueDate: await dayFromToday(page, 4), hours: '' });
      await page.getByRole('list', { name: 'Study goals' }).getByText('1 hour', { exact: true }).waitFor();

      await page.getByLabel('Available hours per day').click();
      await page.getByRole('option', { name: '3 hours' }).click();
      await page.getByRole('button', { name: 'Generate Study Plan' }).click();
      await expectToast(page, 'Study plan generated!', 'Your AI-optimized study schedule is ready.');
      await expect.poll(() => creditBadge(page)).toBe(45);

      // The calendar jumps to the first day with sessions; the Weekly Study Plan card shows its counters and tips.
      const sessions = page.getByTestId('study-session');
      await sessions.first().waitFor();
      expect(await sessions.count()).toBeGreaterThan(0);
      await page.getByRole('heading', { name: 'Weekly Study Plan' }).waitFor();
      for (const label of ['Study Sessions', 'Total Hours', 'Study Goals']) await page.getByRole('term').filter({ hasText: label }).waitFor();
      await page.getByText('Take 5-10 minute breaks every hour').waitFor();

      const first = sessions.first();
      const subject = (await first.getByTestId('session-subject').textContent())!;
      expect(['Organic Chemistry', 'History essay']).toContain(subject);
      expect(await first.getByText('scheduled', { exact: true }).count()).toBe(1);
      await first.getByRole('button', { name: /complete$/ }).click();
      await expectToast(page, 'Session completed');
      await first.getByText('completed', { exact: true }).waitFor();

      // Saved on the server: still completed after a reload.
      await page.reload();
      await page.getByTestId('study-session').first().waitFor();
      await expect.poll(() => page.getByTestId('study-session').getByText('completed', { exact: true }).count()).toBe(1);

      // A day after every due date has nothing planned.
      await page.getByRole('button', { name: 'Next month' }).click();
      await page.getByRole('button', { name: 'Next month' }).click();
      await page.locator('[data-day]').nth(15).click();
      await page.getByText('No study sessions scheduled').waitFor();

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download .ics (whole plan)' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^study-plan-\d{4}-\d{2}-\d{2}\.ics$/);
      const ics = readFileSync((await download.path())!, 'utf8');
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics).toContain('SUMMARY:Study: Organic Chemistry');
      expect(ics).toContain('SUMMARY:Review: History essay');

      // The private subscription link works without the session (a calendar app has none).
      await page.getByRole('button', { name: 'Create link' }).click();
      const link = await page.getByLabel('Calendar subscription link').inputValue();
      expect(link).toMatch(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\/study-plan\.ics$/);
      const app = await browser.newContext();
      try {
        const feed = await app.request.get(link);
        expect(feed.status()).toBe(200);
        expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
        expect(await feed.text()).toContain('SUMMARY:Study: Organic Chemistry');
      } finally {
        await app.close();
      }
      await screenshot(page, 'study-calendar-subscription');

      const google = page.getByRole('link', { name: 'Export to Google Calendar' });
      expect(await google.getAttribute('href')).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=Study%3A\+/);
      expect(await google.getAttribute('target')).toBe('_blank');

      // Removing a goal removes its sessions from the plan.
      await page.getByRole('button', { name: 'Remove History essay' }).click();
      await page.getByRole('list', { name: 'Study goals' }).getByText('History essay').waitFor({ state: 'detached' });
      const left = await page.request.get('/api/user/study-plan');
      const plan = (await left.json()).plan as { sessions: Array<{ subject: string }> };
      expect(plan.sessions.length).toBeGreaterThan(0);
      expect(plan.sessions.every((session) => session.subject === 'Organic Chemistry')).toBe(true);
    } catch (error) {
      await screenshot(page, 'study-calendar-failure');
      throw error;
    } finally {
      await context.close();
    }
  });

  it('fits a phone and a desktop in both themes, with a plan on screen', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [390, 1280]) {
        const { context, page } = await signedInSession(browser, { viewport: { width, height: 900 } });
        try {
          await context.addInitScript((value) => window.localStorage.setItem('vite-ui-theme', value), theme);
          const goal = await page.request.post('/api/study-goals', { data: { subject: 'Linear Algebra', priority: 'high', dueDate: await dayFromToday(page, 6), estimatedHours: 40 } });
          expect(goal.status()).toBe(201);
          await openCalendar(page);
          await page.getByRole('button', { name: 'Generate Study Plan' }).click();
          await expectToast(page, 'Study plan generated!');
          // 40 hours in the 6 days before the due date, 2 hours a day: the plan says what does not fit.
          await page.getByTestId('plan-shortfalls').getByText(/28 hours of 40 hours do not fit/).waitFor();
          await page.getByTestId('study-session').first().waitFor();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await screenshot(page, `study-calendar-${width}-${theme}`);
        } finally {
          await context.close();
        }
      }
    }
  });
});
