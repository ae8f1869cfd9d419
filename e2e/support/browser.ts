import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = process.env.STUDYFORGE_URL ?? 'http://localhost:3000';
const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Keeps a picture of the page for a person looking into a failure (e2e/artifacts, not committed). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true }).catch(() => undefined);
}

/** Runs a test's steps on a page, keeping a picture of the page (`<name>-failure`) when they fail. */
export async function withFailureScreenshot(page: Page, name: string, steps: () => Promise<void>): Promise<void> {
  try {
    await steps();
  } catch (error) {
    await screenshot(page, `${name}-failure`);
    throw error;
  }
}

/** Screenshots of the screen as it is, at desktop and phone widths, in light and dark; the page is left at 1280 wide. */
export async function screenshotsInThemes(page: Page, name: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate((value) => {
        window.localStorage.setItem('vite-ui-theme', value);
        document.documentElement.classList.remove('light', 'dark');
        document.documentElement.classList.add(value);
      }, theme);
      await screenshot(page, `${name}-${width}-${theme}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

export function uniqueStudent() {
  const id = Math.random().toString(36).slice(2, 10);
  return { firstName: 'Marie', lastName: 'Curie', email: `marie.${id}@example.edu`, password: `Radium${id}1898` };
}
