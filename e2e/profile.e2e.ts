import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot, screenshotsInThemes } from './support/browser.js';
import { expectToast, signedInSession } from './support/session.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const STUDY_TEXT = [
  'Photosynthesis converts light energy into chemical energy stored in glucose inside the chloroplasts of plant cells.',
  'The light-dependent reactions in the thylakoid membranes split water, release oxygen and store energy in ATP and NADPH.',
  'The Calvin cycle in the stroma uses ATP and NADPH to fix carbon dioxide with the enzyme rubisco into three-carbon sugars.',
  'Light intensity, carbon dioxide concentration and temperature limit the rate of photosynthesis in a greenhouse.',
  'At high temperatures enzymes such as rubisco lose their shape, so the rate of photosynthesis falls sharply.',
].join('\n\n');

async function ownUsername(page: Page): Promise<string> {
  const response = await page.request.get('/api/profile');
  return ((await response.json()) as { username: string }).username;
}

/** A quiz made and answered through the API: `wrong` answers wrong. Answers the recorded score. */
async function takeQuiz(page: Page, wrong: number): Promise<number> {
  const made = await page.request.post('/api/generate-quiz', { multipart: { text: STUDY_TEXT, questionCount: '5' } });
  expect(made.status(), await made.text()).toBe(200);
  const { quiz } = (await made.json()) as { quiz: { id: string; questions: Array<{ correctAnswer: number }> } };
  // At least one right answer, so every attempt draws a bar (the engine may make fewer questions than asked of five sentences).
  const wrongCount = Math.min(wrong, quiz.questions.length - 1);
  const answers = quiz.questions.map((question, index) => (index < wrongCount ? (question.correctAnswer + 1) % 4 : question.correctAnswer));
  const attempt = await page.request.post(`/api/quizzes/${quiz.id}/attempts`, { data: { answers } });
  expect(attempt.status()).toBe(201);
  return ((await attempt.json()) as { score: number }).score;
}

describe('Profile in the browser', () => {
  it('edits the seven fields and the avatar, and shows them on the profile and at its username', async () => {
    const { context, page } = await signedInSession(browser);
    try {
      await page.goto('/profile');
      await page.getByRole('heading', { name: 'Marie Curie', level: 1 }).waitFor();
      expect(await page.getByTestId('profile-username').textContent()).toMatch(/^@mariecurie\d*$/);
      await page.getByTestId('profile-initials').waitFor();
      // A square-ish picture to upload, made by the browser itself.
      const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 480, height: 320 }, type: 'png' });

      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
      await dialog.waitFor();
      const username = `marie_${Date.now().toString(36)}`;
      await dialog.getByLabel('First Name').fill('Maria');
      await dialog.getByLabel('Username').fill(username);
      await dialog.getByRole('combobox', { name: 'Major' }).click();
      await page.getByRole('option', { name: 'Physics' }).click();
      await dialog.getByLabel('School').fill('Sorbonne');
      await dialog.getByLabel('Country').fill('France');
      await dialog.getByLabel('Bio').fill('Two Nobel prizes and counting.');
      await dialog.locator('input[type="file"]').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: picture });
      await dialog.getByText('portrait.png').waitFor();
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Profile updated');
      await dialog.waitFor({ state: 'hidden' });

      await page.getByRole('heading', { name: 'Maria Curie', level: 1 }).waitFor();
      expect(await page.getByTestId('profile-username').textContent()).toBe(`@${username}`);
      for (const text of ['Physics', 'Sorbonne', 'France', 'Two Nobel prizes and counting.']) await page.locator('section[aria-labelledby="profile-name"]').getByText(text).waitFor();
      const avatar = page.locator('section[aria-labelledby="profile-name"] img').first();
      await avatar.waitFor();
      expect(await avatar.getAttribute('src')).toMatch(/^\/api\/profile\/[0-9a-f-]{36}\/avatar\?v=1$/);
      await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(256);

      await page.goto(`/profile/${username.toUpperCase()}`);
      await page.getByRole('heading', { name: 'Maria Curie', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Edit Profile' }).waitFor();

      // A taken username is refused with the server's words.
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByRole('dialog').getByLabel('Username').fill('ab');
      await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
      await page.getByRole('dialog').getByText('Username must be 3 to 30 letters, digits or underscores.').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await screenshot(page, 'profile-edited');
    } catch (error) {
      await screenshot(page, 'profile-edit-failure');
      throw error;
    } finally {
      await context.close();
    }
  }, 90_000);

  it('follows and unfollows between two students, with the counts on both profiles', async () => {
    const alice = await signedInSession(browser);
    const bob = await signedInSession(browser, { viewport: { width: 390, height: 844 } });
    try {
      const aliceName = await ownUsername(alice.page);
      await bob.page.goto(`/profile/${aliceName}`);
      await bob.page.getByRole('heading', { name: 'Marie Curie', level: 1 }).waitFor();
      expect(await bob.page.getByRole('button', { name: 'Edit Profile' }).count()).toBe(0);
      expect(await bob.page.getByRole('tab', { name: 'Settings' }).count()).toBe(0);
      await expect.poll(() => bob.page.getByTestId('followers-count').textContent()).toBe('0');

      await bob.page.getByRole('button', { name: 'Follow', exact: true }).click();
      await expectToast(bob.page, 'Following');
      await bob.page.getByRole('button', { name: 'Unfollow' }).waitFor();
      await expect.poll(() => bob.page.getByTestId('followers-count').textContent()).toBe('1');

      await alice.page.goto('/profile');
      await expect.poll(() => alice.page.getByTestId('followers-count').textContent()).toBe('1');
      await expect.poll(() => alice.page.getByTestId('following-count').textContent()).toBe('0');

      await bob.page.getByRole('button', { name: 'Unfollow' }).click();
      await expectToast(bob.page, 'Unfollowed');
      await bob.page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
      await expect.poll(() => bob.page.getByTestId('followers-count').textContent()).toBe('0');
      await screenshot(bob.page, 'profile-follow-phone');

      // A private profile is 'Profile not found' to everyone else.
      await alice.page.request.patch('/api/profile/privacy', { data: { profileVisibility: 'private' } });
      await bob.page.reload();
      await bob.page.getByRole('heading', { name: 'Profile not found' }).waitFor();
      await bob.page.getByRole('link', { name: 'Go Home' }).click();
      await bob.page.waitForURL((url) => url.pathname === '/');
    } catch (error) {
      await screenshot(bob.page, 'profile-follow-failure');
      throw error;
    } finally {
      await alice.context.close();
      await bob.context.close();
    }
  }, 90_000);

  it('asks to follow a followers-only profile, shows nothing more until its student approves, then opens it', async () => {
    const alice = await signedInSession(browser);
    const bob = await signedInSession(browser, { viewport: { width: 390, height: 844 } });
    try {
      expect((await alice.page.request.patch('/api/profile', { data: { bio: 'Notes for my followers only.' } })).status()).toBe(200);
      expect((await alice.page.request.patch('/api/profile/privacy', { data: { profileVisibility: 'followers' } })).status()).toBe(200);
      const aliceName = await ownUsername(alice.page);
      const bobName = await ownUsername(bob.page);

      await bob.page.goto(`/profile/${aliceName}`);
      await bob.page.getByText('Only followers can see this profile.').waitFor();
      await bob.page.getByRole('button', { name: 'Follow', exact: true }).click();
      await expectToast(bob.page, 'Request sent');
      await bob.page.getByRole('button', { name: /^Requested/ }).waitFor();
      await bob.page.getByText(`Your request to follow @${aliceName} is waiting for their answer.`).waitFor();
      await expect.poll(() => bob.page.getByTestId('followers-count').textContent(), { timeout: 20_000 }).toBe('0');
      expect(await bob.page.getByText('Notes for my followers only.').count()).toBe(0);
      await screenshot(bob.page, 'profile-follow-requested-phone');

      await alice.page.goto('/profile');
      const panel = alice.page.getByRole('region', { name: /Follow requests/ });
      const row = panel.getByTestId('follow-request').filter({ hasText: `@${bobName}` });
      await row.waitFor();
      await screenshotsInThemes(alice.page, 'profile-follow-requests');
      // Answered with the keyboard alone.
      await row.getByRole('button', { name: `Approve @${bobName}` }).focus();
      await alice.page.keyboard.press('Enter');
      await expectToast(alice.page, 'Request approved');
      await panel.getByText('No follow requests waiting.').waitFor();
      await expect.poll(() => alice.page.getByTestId('followers-count').textContent(), { timeout: 20_000 }).toBe('1');

      await bob.page.reload();
      await bob.page.getByText('Notes for my followers only.').waitFor();
      await bob.page.getByRole('button', { name: 'Unfollow' }).waitFor();
      await expect.poll(() => bob.page.getByTestId('followers-count').textContent(), { timeout: 20_000 }).toBe('1');
    } catch (error) {
      await screenshot(alice.page, 'profile-follow-request-owner-failure');
      await screenshot(bob.page, 'profile-follow-request-failure');
      throw error;
    } finally {
      await alice.context.close();
      await bob.context.close();
    }
  }, 120_000);

  it('draws the Progress charts from real attempts, loading the chart code only when the tab opens', async () => {
    const { context, page } = await signedInSession(browser);
    try {
      const scores = [await takeQuiz(page, 0), await takeQuiz(page, 1)];
      const chartCode: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/progress-charts-[^/]+\.js$/.test(request.url())) chartCode.push(request.url());
      });
      await page.goto('/profile');
      await page.getByRole('heading', { name: 'Marie Curie', level: 1 }).waitFor();
      await expect.poll(() => page.getByTestId('stat-quizCount').textContent()).toContain('2');
      const average = Math.round((scores[0]! + scores[1]!) / 2);
      await expect.poll(() => page.getByTestId('stat-averageScore').textContent()).toContain(`${average}%`);
      await page.getByRole('heading', { name: 'Flashcard Decks' }).waitFor();
      expect(chartCode).toEqual([]);

      await page.getByRole('tab', { name: 'Quizzes' }).click();
      await page.getByRole('heading', { name: 'Quiz History' }).waitFor();
      await expect.poll(() => page.getByText(/^\d+ questions · 1 attempt$/).count()).toBe(2);

      await page.getByRole('tab', { name: 'Progress' }).click();
      const scoresChart = page.getByTestId('chart-scores');
      await scoresChart.getByRole('application').waitFor();
      expect(chartCode.length).toBeGreaterThan(0);
      await expect.poll(() => scoresChart.locator('.recharts-line-dot, .recharts-line-dots circle').count()).toBe(2);
      await expect.poll(() => page.getByTestId('chart-accuracy').locator('.recharts-bar-rectangle').count()).toBe(2);
      await page.getByTestId('chart-weekly').getByRole('application').waitFor();
      await page.getByTestId('chart-weekly').getByText('Trivia answered', { exact: true }).waitFor();
      await screenshot(page, 'profile-progress');

      await page.getByRole('tab', { name: 'Settings' }).click();
      expect(await page.getByTestId('settings-plan').textContent()).toContain('Free');
      await expect.poll(() => page.getByTestId('settings-credits').textContent()).toBe('44 credits');
      await page.getByRole('button', { name: 'Manage Subscription' }).waitFor();
    } catch (error) {
      await screenshot(page, 'profile-progress-failure');
      throw error;
    } finally {
      await context.close();
    }
  }, 120_000);
});
