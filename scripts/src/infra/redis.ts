import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startDaemon } from './daemon.js';
import { InfraError } from './infra-error.js';
import { freePort, hostPortOf, isPortOpen, waitFor } from './ports.js';
import type { ResolvedService } from './postgres.js';
import { requireBinary } from './system-binary.js';

export async function startPrivateRedis(dir: string, persistent: boolean, fixedPort?: number): Promise<ResolvedService> {
  const binary = requireBinary('redis-server', { apt: 'redis-server', brew: 'redis' }, 'Redis', 'REDIS_URL');
  mkdirSync(dir, { recursive: true });
  const port = fixedPort ?? (await freePort());
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--daemonize', 'no'];
  args.push('--appendonly', persistent ? 'yes' : 'no');
  const daemon = startDaemon(binary, args, join(dir, 'redis.log'));
  if (!(await waitFor(() => isPortOpen('127.0.0.1', port), 10_000))) {
    await daemon.stop();
    throw new InfraError(`A private Redis did not start (see ${join(dir, 'redis.log')}): set REDIS_URL to a running Redis instead.`);
  }
  return { url: `redis://127.0.0.1:${port}`, source: 'private', stop: daemon.stop };
}

/** For `npm start`: REDIS_URL, else 127.0.0.1:6379, else a private redis-server under `.data/redis`. */
export async function resolveRedis(env: NodeJS.ProcessEnv, dataRoot: string): Promise<ResolvedService> {
  if (env.REDIS_URL) {
    const { host, port } = hostPortOf(env.REDIS_URL, 6379);
    if (!(await isPortOpen(host, port, 2000))) throw new InfraError(`REDIS_URL is set but nothing answers at ${host}:${port}: fix the URL or start Redis.`);
    return { url: env.REDIS_URL, source: 'env', stop: async () => undefined };
  }
  if (await isPortOpen('127.0.0.1', 6379)) return { url: 'redis://127.0.0.1:6379', source: 'local', stop: async () => undefined };
  return startPrivateRedis(join(dataRoot, 'redis'), true);
}

/** For tests: always a private, throwaway Redis on a free port. */
export function isolatedRedis(scratchDir: string): Promise<ResolvedService> {
  return startPrivateRedis(join(scratchDir, 'redis'), false);
}
