import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface BaselineProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const ENTRY = fileURLToPath(new URL('./baseline-server.js', import.meta.url));

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the baseline server in its own process (so the load generator never shares its event loop). */
export function startBaseline(databaseUrl: string, userId: string): Promise<BaselineProcess> {
  const child = fork(ENTRY, [], {
    env: { ...process.env, DATABASE_URL: databaseUrl, BASELINE_USER_ID: userId },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop(child);
      reject(new Error('the baseline server did not start within 10 s'));
    }, 10_000);
    child.once('message', (message: { port?: number }) => {
      clearTimeout(timer);
      if (!message.port) return reject(new Error('the baseline server reported no port'));
      resolve({ url: `http://127.0.0.1:${message.port}`, pid: child.pid!, stop: () => stop(child) });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the baseline server exited before it was ready (${signal ?? `exit ${code}`})`));
    });
  });
}
