import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startDaemon } from './daemon.js';
import { InfraError } from './infra-error.js';
import { freePort, isPortOpen, waitFor } from './ports.js';
import type { ResolvedService } from './postgres.js';
import { requireBinary } from './system-binary.js';
import { resolveTcpService } from './tcp-service.js';

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
export function resolveRedis(env: NodeJS.ProcessEnv, dataRoot: string): Promise<ResolvedService> {
  return resolveTcpService({
    name: 'Redis',
    envVar: 'REDIS_URL',
    envUrl: env.REDIS_URL,
    scheme: 'redis',
    standardPort: 6379,
    startPrivate: () => startPrivateRedis(join(dataRoot, 'redis'), true),
  });
}

/** For tests: always a private, throwaway Redis on a free port. */
export function isolatedRedis(scratchDir: string): Promise<ResolvedService> {
  return startPrivateRedis(join(scratchDir, 'redis'), false);
}
