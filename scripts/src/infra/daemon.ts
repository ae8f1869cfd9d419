import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { basename, dirname } from 'node:path';

export interface Daemon {
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts a server binary in the background, its output in a log file; stop() ends it (SIGTERM, then SIGKILL).
 * An exit that stop() did not ask for is written at the end of the log, with its code or signal.
 */
export function startDaemon(command: string, args: string[], logFile: string): Daemon {
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  let stopping = false;
  child.once('close', (code, signal) => {
    if (!stopping) log.write(`[${new Date().toISOString()}] ${basename(command)} exited unexpectedly (${signal ?? `exit code ${code}`})\n`);
    log.end();
  });
  return {
    process: child,
    stop: () => {
      stopping = true;
      return stopChild(child);
    },
  };
}

export function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
