// `npm start`: find or start Postgres, Redis, NATS and object storage, start every process, print the URL.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InfraError } from './infra/infra-error.js';
import { isPortOpen } from './infra/ports.js';
import { resolveInfra, type Infra } from './infra/resolve-infra.js';
import { REPO_ROOT } from './stack/repo-root.js';
import { startStack, type Stack } from './stack/start-stack.js';

const DATA_ROOT = join(REPO_ROOT, '.data');

function sessionSecret(): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = join(DATA_ROOT, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(DATA_ROOT, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function describe(name: string, source: string, where: string): string {
  const origin = { env: 'from the environment', local: 'already running', private: 'private instance under .data/' }[source];
  return `  ${name.padEnd(15)} ${where} (${origin})`;
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new InfraError(`PORT must be a number from 1 to 65535, not "${process.env.PORT}".`);
  if (await isPortOpen('127.0.0.1', port)) {
    throw new InfraError(`Port ${port} is already in use: stop what runs there, or pick another port with PORT=${port + 1} npm start.`);
  }

  let infra: Infra | null = null;
  let stack: Stack | null = null;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write('\nStopping StudyForge...\n');
    await stack?.stop();
    await infra?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  process.stdout.write('Starting StudyForge...\n');
  infra = await resolveInfra(process.env, DATA_ROOT);
  process.stdout.write(
    [
      describe('Postgres', infra.postgres.source, new URL(infra.postgres.url).host),
      describe('Redis', infra.redis.source, new URL(infra.redis.url).host),
      describe('NATS', infra.nats.source, new URL(infra.nats.url).host),
      describe('Object storage', infra.storage.source, new URL(infra.storage.endpoint).host),
      infra.mail.source === 'env'
        ? describe('Mail (SMTP)', 'env', new URL(infra.mail.smtpUrl).host)
        : `  ${'Mail (SMTP)'.padEnd(15)} ${new URL(infra.mail.smtpUrl).host} (development inbox, kept in memory)`,
    ].join('\n') + '\n',
  );
  if (stopping) return;
  stack = await startStack({
    infraEnv: infra.env,
    port,
    sessionSecret: sessionSecret(),
    output: { kind: 'console', color: Boolean(process.stdout.isTTY) },
  });
  process.stdout.write(
    `\n  StudyForge is running at http://localhost:${port}\n  API console: http://localhost:${port}/api/docs\n` +
      (infra.mail.webUrl ? `  Mail inbox:  ${infra.mail.webUrl} (every mail StudyForge sends lands here)\n` : '') +
      '  Press Ctrl-C to stop.\n\n',
  );
}

main().catch(async (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`\nStudyForge could not start: ${message}\n`);
  if (!(error instanceof InfraError) && error instanceof Error && process.env.LOG_LEVEL === 'debug') process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
