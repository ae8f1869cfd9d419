// `npm test`: isolated infra (fresh database, private Redis/NATS/storage), the whole stack, then every
// Vitest project (unit, integration, browser); ends with the line `N passed, N failed`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { InfraError } from './infra/infra-error.js';
import { freePort } from './infra/ports.js';
import { isolatedInfra, type Infra } from './infra/resolve-infra.js';
import { findBinary, requireBinary } from './infra/system-binary.js';
import { REPO_ROOT } from './stack/repo-root.js';
import { failedRunReport, machineState } from './stack/failed-run-report.js';
import { startStack, type Stack } from './stack/start-stack.js';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  success: boolean;
}

function chromiumPath(): string {
  const found = process.env.CHROMIUM_PATH ?? findBinary('chromium') ?? findBinary('chromium-browser') ?? findBinary('google-chrome');
  return found ?? requireBinary('chromium', { apt: 'chromium', brew: 'chromium' }, 'Chromium (for the browser tests)', 'CHROMIUM_PATH');
}

function runVitest(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const vitest = join(REPO_ROOT, 'node_modules', 'vitest', 'vitest.mjs');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', ...args], { cwd: REPO_ROOT, env, stdio: 'inherit' });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<number> {
  const scratch = join(REPO_ROOT, '.test-data', `run-${Date.now()}-${process.pid}`);
  const reportFile = join(scratch, 'vitest-report.json');
  let infra: Infra | null = null;
  let stack: Stack | null = null;
  let vitestCode = 1;
  mkdirSync(scratch, { recursive: true });
  const stateAtStart = machineState(scratch);
  try {
    const chromium = chromiumPath();
    process.stdout.write('Starting an isolated stack for the tests...\n');
    infra = await isolatedInfra(process.env, scratch);
    stack = await startStack({
      infraEnv: infra.env,
      port: await freePort(),
      sessionSecret: 'test-session-secret-that-is-long-enough-0123456789',
      output: { kind: 'files', dir: join(scratch, 'logs') },
      extraEnv: { NODE_ENV: 'test', HOST: '127.0.0.1', PUSH_LOCAL_TEST_SERVICE: 'true' },
    });
    process.stdout.write(`Stack ready at ${stack.url}\n`);
    vitestCode = await runVitest(
      ['--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...process.argv.slice(2)],
      {
        ...process.env,
        ...infra.env,
        STUDYFORGE_URL: stack.url,
        STUDYFORGE_SCRATCH: scratch,
        MAIL_INBOX_URL: infra.mail.webUrl ?? '',
        CHROMIUM_PATH: chromium,
      },
    );
  } finally {
    await stack?.stop();
    await infra?.stop();
  }
  const report: VitestReport | null = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : null;
  const passed = report?.numPassedTests ?? 0;
  const failed = report ? report.numFailedTests : 1;
  const ok = vitestCode === 0 && failed === 0 && passed > 0;
  if (ok) rmSync(scratch, { recursive: true, force: true });
  else process.stdout.write(`${failedRunReport(scratch, stateAtStart)}App logs of this run: ${join(scratch, 'logs')}\n`);
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`\nThe tests could not run: ${message}\n`);
    if (!(error instanceof InfraError) && error instanceof Error) process.stderr.write(`${error.stack}\n`);
    process.stdout.write('0 passed, 1 failed\n');
    process.exit(1);
  },
);
