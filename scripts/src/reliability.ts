// `npm run test:reliability`: the failure scenarios of issue 15 (services/generation/test/reliability, and the
// credit reservations' replays and races) against an isolated stack, through `npm test`'s own runner; then the
// table of scenario, requests, balance discrepancies, hangs and 5xx. Exits non-zero when a test failed or
// any of those three is not 0.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { failedScenarios, formatReliabilityTable, parseReliabilityRows } from './reliability-table.js';
import { REPO_ROOT } from './stack/repo-root.js';

export const RELIABILITY_TESTS = ['services/generation/test/reliability/', 'services/credits/test/credit-reservations.test.ts'];

function runTests(report: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'scripts', 'dist', 'test.js'), '--project', 'integration', ...RELIABILITY_TESTS, ...process.argv.slice(2)], {
      cwd: REPO_ROOT,
      env: { ...process.env, RELIABILITY_REPORT: report },
      stdio: 'inherit',
    });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => child.kill(signal));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<number> {
  const dir = join(REPO_ROOT, '.test-data');
  mkdirSync(dir, { recursive: true });
  const report = join(dir, `reliability-${Date.now()}-${process.pid}.jsonl`);
  const testsCode = await runTests(report);
  const rows = existsSync(report) ? parseReliabilityRows(readFileSync(report, 'utf8')) : [];
  rmSync(report, { force: true });
  process.stdout.write(`\nReliability (issue 15): discrepancies, hangs and 5xx must all be 0\n${formatReliabilityTable(rows)}\n`);
  const failed = failedScenarios(rows);
  if (rows.length === 0) process.stdout.write('No scenario reported a row.\n');
  for (const row of failed) process.stdout.write(`FAILED: ${row.scenario}\n`);
  if (testsCode !== 0) process.stdout.write('Some reliability tests failed (see above).\n');
  return testsCode === 0 && rows.length > 0 && failed.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`\nThe reliability suite could not run: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
