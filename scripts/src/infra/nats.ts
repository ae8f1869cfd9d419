import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startDaemon } from './daemon.js';
import { InfraError } from './infra-error.js';
import { freePort, isPortOpen, waitFor } from './ports.js';
import type { ResolvedService } from './postgres.js';
import { requireBinary } from './system-binary.js';
import { resolveTcpService } from './tcp-service.js';

/** A private nats-server with JetStream, storing under `dir`. */
export async function startPrivateNats(dir: string, fixedPort?: number): Promise<ResolvedService> {
  const binary = requireBinary('nats-server', { apt: 'nats-server', brew: 'nats-server' }, 'NATS', 'NATS_URL');
  mkdirSync(dir, { recursive: true });
  const port = fixedPort ?? (await freePort());
  const args = ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', join(dir, 'jetstream')];
  const daemon = startDaemon(binary, args, join(dir, 'nats.log'));
  if (!(await waitFor(() => isPortOpen('127.0.0.1', port), 10_000))) {
    await daemon.stop();
    throw new InfraError(`A private NATS did not start (see ${join(dir, 'nats.log')}): set NATS_URL to a running NATS instead.`);
  }
  return { url: `nats://127.0.0.1:${port}`, source: 'private', stop: daemon.stop };
}

/** For `npm start`: NATS_URL, else 127.0.0.1:4222, else a private nats-server under `.data/nats`. */
export function resolveNats(env: NodeJS.ProcessEnv, dataRoot: string): Promise<ResolvedService> {
  return resolveTcpService({
    name: 'NATS',
    envVar: 'NATS_URL',
    envUrl: env.NATS_URL,
    scheme: 'nats',
    standardPort: 4222,
    startPrivate: () => startPrivateNats(join(dataRoot, 'nats')),
  });
}

/** For tests: always a private NATS on a free port. */
export function isolatedNats(scratchDir: string): Promise<ResolvedService> {
  return startPrivateNats(join(scratchDir, 'nats'));
}
