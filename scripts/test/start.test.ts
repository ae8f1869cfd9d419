import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, REPO_ROOT, startEmbedded, startPrivateNats } from '../src/index.js';
import { call, newStudent, testIp } from '@studyforge/test-support';

const START = join(REPO_ROOT, 'scripts', 'dist', 'start.js');

interface Running {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<number | null>;
}

function runStart(env: Record<string, string>): Running {
  const child = spawn(process.execPath, [START], { cwd: REPO_ROOT, env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForText(running: Running, text: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!running.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`"${text}" not printed; output so far:\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let scratch: string;
let natsUrl: string;
let stopNats: () => Promise<void>;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'studyforge-start-'));
  chmodSync(scratch, 0o755); // the private Postgres runs as the postgres user when we are root
  const nats = await startPrivateNats(join(scratch, 'nats'));
  natsUrl = nats.url;
  stopNats = nats.stop;
});

afterAll(async () => {
  await stopNats?.();
  rmSync(scratch, { recursive: true, force: true });
});

describe('npm start', () => {
  it('prints the URL, stops everything on Ctrl-C, and keeps accounts across a restart', async () => {
    const port = await freePort();
    const env = {
      PORT: String(port),
      DATABASE_URL: process.env.DATABASE_URL!,
      REDIS_URL: process.env.REDIS_URL!,
      S3_ENDPOINT: process.env.S3_ENDPOINT!,
      NATS_URL: natsUrl,
      SESSION_SECRET: 'start-test-session-secret-0123456789abcdef',
    };
    const baseUrl = `http://localhost:${port}`;
    const student = newStudent();
    const ip = testIp();

    const first = runStart(env);
    await waitForText(first, `StudyForge is running at http://localhost:${port}`, 90_000);
    expect((await call('/api/auth/signup', { body: student, ip, baseUrl })).status).toBe(201);
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();

    const second = runStart(env);
    await waitForText(second, 'StudyForge is running at', 90_000);
    const signIn = await call('/api/auth/signin', { body: { email: student.email, password: student.password }, ip, baseUrl });
    expect(signIn.status).toBe(200);
    expect(signIn.body.credits).toBe(50);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });

  it('explains in one sentence when a dependency cannot be had', async () => {
    const running = runStart({ PORT: String(await freePort()), DATABASE_URL: 'postgres://postgres@127.0.0.1:1/studyforge' });
    expect(await running.exited).toBe(1);
    const lines = running.output().trim().split('\n');
    expect(lines.at(-1)).toMatch(
      /^StudyForge could not start: DATABASE_URL is set but Postgres there cannot be reached \(.+\): fix the URL or start that server\.$/,
    );
    expect(running.output()).not.toMatch(/^\s+at /m);
  });

  it('says so when the port is taken', async () => {
    const server = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const running = runStart({ PORT: String(port) });
      expect(await running.exited).toBe(1);
      expect(running.output()).toContain(`Port ${port} is already in use: stop what runs there, or pick another port with PORT=${port + 1} npm start.`);
    } finally {
      server.close();
    }
  });
});

describe('private Postgres under .data', () => {
  it('starts from the embedded binaries with a generated password, and keeps its data and password across a restart', async () => {
    const dataDir = join(scratch, 'postgres');
    const first = await startEmbedded(dataDir, true);
    const password = new URL(first.serverUrl).password;
    expect(password).not.toBe('studyforge');
    expect(password.length).toBeGreaterThanOrEqual(32);
    const client = new pg.Client({ connectionString: `${first.serverUrl}/postgres` });
    await client.connect();
    await client.query('CREATE TABLE kept (note text)');
    await client.query("INSERT INTO kept VALUES ('still here')");
    await client.end();
    await first.stop();

    const second = await startEmbedded(dataDir, true);
    expect(new URL(second.serverUrl).password).toBe(password);
    const again = new pg.Client({ connectionString: `${second.serverUrl}/postgres` });
    await again.connect();
    const { rows } = await again.query('SELECT note FROM kept');
    await again.end();
    await second.stop();
    expect(rows).toEqual([{ note: 'still here' }]);
  });
});
