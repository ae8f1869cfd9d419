import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));

/** The text of Upload & Generate's head (upload-generate-heading.tsx), as React writes it. */
const HEADING = /<h1 id="dashboard-skeleton-title"[^>]*>Upload &amp; Generate<\/h1>/;
const DESCRIPTION = 'Drop in lecture slides, readings or photos of your notes and get flashcards, a quiz, a practice test or trivia.';

describe('app-shell.html, the signed-in shell prerendered at build time', () => {
  const page = () => readFileSync(join(DIST, 'app-shell.html'), 'utf8');
  const root = () => page().slice(page().indexOf('<div id="root">'), page().indexOf('<noscript>'));

  it('holds the top bar, the bottom navigation and the dashboard skeleton with Upload & Generate\'s real heading and line', () => {
    expect(root()).toMatch(/<header[^>]*>/);
    expect(root()).toContain('data-testid="top-nav"');
    expect(root()).toContain('data-testid="bottom-nav"');
    expect(root()).toContain('data-testid="dashboard-skeleton"');
    expect(root()).toMatch(HEADING);
    expect(root()).toContain(`>${DESCRIPTION}</p>`);
    expect(root()).toContain('<main id="main"');
  });

  it('is drawn over by the app, not hydrated as the landing page, and starts the app with the page\'s one script', () => {
    expect(page()).toContain('<div id="root">');
    expect(page()).not.toContain('data-prerendered');
    expect(page()).not.toContain('Upload. Study. Excel.');
    expect([...page().matchAll(/<script/g)]).toHaveLength(2);
    expect(page()).toMatch(/<script src="\/theme-init\.js"><\/script>/);
    expect(page()).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
    expect(page()).not.toContain('rel="modulepreload"');
  });
});
