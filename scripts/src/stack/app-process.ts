import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { stopChild } from '../infra/daemon.js';
import { DATABASE_ROLES_FILE_VAR, readDatabaseRoles } from '../infra/database-roles.js';
import { NATS_CREDENTIALS_FILE_VAR, natsUserEnv, readNatsCredentials } from '../infra/nats-credentials.js';
import type { AppDefinition } from '../../../deploy/app-registry.mjs';
import { formatLogLine } from './log-format.js';
import { REPO_ROOT } from './repo-root.js';

export type { AppDefinition };

export type AppOutput = { kind: 'console'; color: boolean } | { kind: 'files'; dir: string };

/**
 * One app process, restarted when it dies unexpectedly (at most 5 times a minute), until stop().
 * kill() ends it without a restart, for tests of what happens while a service is down.
 */
export class AppProcess {
  private child: ChildProcess | null = null;
  private stopping = false;
  private restarts: number[] = [];

  constructor(
    readonly app: AppDefinition,
    private readonly env: Record<string, string>,
    private readonly output: AppOutput,
    private readonly colorIndex = 0,
    private readonly supervise = true,
  ) {}

  start(): void {
    this.stopping = false;
    const child = spawn(process.execPath, [join(REPO_ROOT, this.app.entry)], {
      cwd: REPO_ROOT,
      env: this.processEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.attachOutput(child);
    child.once('exit', (code, signal) => {
      if (this.child !== child) return;
      this.child = null;
      if (this.stopping || !this.supervise) return;
      const now = Date.now();
      this.restarts = this.restarts.filter((at) => now - at < 60_000);
      if (this.restarts.length >= 5) {
        process.stderr.write(`[${this.app.name}] stopped (${signal ?? `exit ${code}`}) and keeps failing; not restarting it.\n`);
        return;
      }
      this.restarts.push(now);
      process.stderr.write(`[${this.app.name}] stopped (${signal ?? `exit ${code}`}); restarting.\n`);
      setTimeout(() => !this.stopping && this.start(), 1000);
    });
  }

  /**
   * The app's environment: with NATS credentials (NATS_CREDENTIALS_FILE) it connects to NATS as its own
   * user, with database roles (DATABASE_ROLES_FILE) to Postgres as its service's role.
   */
  private processEnv(): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = { ...process.env, ...this.env };
    const credentialsFile = env[NATS_CREDENTIALS_FILE_VAR];
    if (credentialsFile) Object.assign(env, natsUserEnv(readNatsCredentials(credentialsFile), this.app.name));
    const rolesFile = env[DATABASE_ROLES_FILE_VAR];
    const ownDatabaseUrl = rolesFile && this.app.service ? readDatabaseRoles(rolesFile)[this.app.service] : undefined;
    if (ownDatabaseUrl) env.DATABASE_URL = ownDatabaseUrl;
    return env;
  }

  get running(): boolean {
    return this.child !== null;
  }

  /** Ends the process and keeps it down (until start()). */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (!child) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.child) await stopChild(this.child);
  }

  private attachOutput(child: ChildProcess): void {
    if (this.output.kind === 'files') {
      mkdirSync(this.output.dir, { recursive: true });
      const log = createWriteStream(join(this.output.dir, `${this.app.name}.log`), { flags: 'a' });
      child.stdout?.pipe(log, { end: false });
      child.stderr?.pipe(log, { end: false });
      return;
    }
    const color = this.output.color;
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => {
        process.stdout.write(`${formatLogLine(this.app.name, this.colorIndex, line, color)}\n`);
      });
    }
  }
}
