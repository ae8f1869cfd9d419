import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The web app's folder: ESLint reads its flat config (eslint.config.js) from there. */
const frontend = fileURLToPath(new URL('..', import.meta.url));

function errorsOf(results: ESLint.LintResult[]): string[] {
  return results.flatMap((result) =>
    result.messages
      .filter((message) => message.severity === 2)
      .map((message) => `${relative(frontend, result.filePath)}:${message.line}:${message.column} ${message.message} (${message.ruleId ?? 'parse'})`),
  );
}

describe('lint of the web app', () => {
  const eslint = new ESLint({ cwd: frontend });

  it('finds no error in src (types, hooks, feature boundaries)', async () => {
    const results = await eslint.lintFiles(['src']);
    expect(results.length).toBeGreaterThan(100);
    expect(errorsOf(results)).toEqual([]);
  }, 180_000);

  it('refuses an import from another feature, and a feature imported by shared code', async () => {
    const crossFeature = await eslint.lintText("export { useDecks } from '@/features/flashcards/api/get-decks';\n", {
      filePath: `${frontend}/src/features/trivia/boundary-probe.ts`,
    });
    expect(errorsOf(crossFeature)).toEqual([expect.stringMatching(/The trivia feature may not import another feature.*\(import\/no-restricted-paths\)$/)]);

    const sharedToFeature = await eslint.lintText("export { BookCard } from '../../features/books/components/book-card';\n", {
      filePath: `${frontend}/src/components/study/boundary-probe.ts`,
    });
    expect(errorsOf(sharedToFeature)).toEqual([expect.stringMatching(/Shared code may not import a feature or the app.*\(import\/no-restricted-paths\)$/)]);

    const ownFeature = await eslint.lintText("export { useDecks } from '../api/get-decks';\n", {
      filePath: `${frontend}/src/features/flashcards/components/boundary-probe.ts`,
    });
    expect(errorsOf(ownFeature)).toEqual([]);
  }, 60_000);
});
