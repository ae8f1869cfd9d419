import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDaemon } from './daemon.js';
import { InfraError } from './infra-error.js';
import { natsAppsOf, privateNatsUsers, renderNatsAuthorization } from './nats-config.js';
import { loadOrCreateNatsCredentials, NATS_CREDENTIALS_FILE_VAR, TEST_HARNESS_USER } from './nats-credentials.js';
import { freePort, isPortOpen, waitFor } from './ports.js';
import type { ResolvedService } from './postgres.js';
import { REPO_ROOT } from '../stack/repo-root.js';
import { requireBinary } from './system-binary.js';
import { resolveTcpService } from './tcp-service.js';

export interface ResolvedNats extends ResolvedService {
  /** The NATS credentials of every app (NATS_CREDENTIALS_FILE for the apps); null: a NATS given by the operator, used without authentication. */
  credentialsFile: string | null;
}

export interface PrivateNatsOptions {
  fixedPort?: number;
  /** Defaults to the NATS_CREDENTIALS_FILE of this process (a test run's), else `credentials.json` under `dir`. */
  credentialsFile?: string;
  /** Also a user without restrictions for the test process itself (TEST_HARNESS_USER). */
  testHarness?: boolean;
}

/**
 * A private nats-server with JetStream, storing under `dir`, that admits only the apps' NKey users
 * (made once, kept in the credentials file, mode 600), each with the permissions of rpcCallers.
 */
export async function startPrivateNats(dir: string, options: number | PrivateNatsOptions = {}): Promise<ResolvedNats> {
  const { fixedPort, credentialsFile: givenFile, testHarness = false } = typeof options === 'number' ? { fixedPort: options } : options;
  const binary = requireBinary('nats-server', { apt: 'nats-server', brew: 'nats-server' }, 'NATS', 'NATS_URL');
  mkdirSync(dir, { recursive: true });
  const apps = natsAppsOf(REPO_ROOT);
  const credentialsFile = givenFile ?? (process.env[NATS_CREDENTIALS_FILE_VAR] || join(dir, 'credentials.json'));
  const credentials = loadOrCreateNatsCredentials(credentialsFile, [...apps.map((app) => app.name), ...(testHarness ? [TEST_HARNESS_USER] : [])]);
  const configFile = join(dir, 'nats-server.conf');
  writeFileSync(configFile, renderNatsAuthorization(privateNatsUsers(apps, credentials)), { mode: 0o600 });
  const port = fixedPort ?? (await freePort());
  const args = ['-c', configFile, '-a', '127.0.0.1', '-p', String(port), '-js', '-sd', join(dir, 'jetstream')];
  const daemon = startDaemon(binary, args, join(dir, 'nats.log'));
  if (!(await waitFor(() => isPortOpen('127.0.0.1', port), 10_000))) {
    await daemon.stop();
    throw new InfraError(`A private NATS did not start (see ${join(dir, 'nats.log')}): set NATS_URL to a running NATS instead.`);
  }
  return { url: `nats://127.0.0.1:${port}`, source: 'private', stop: daemon.stop, credentialsFile };
}

/**
 * For `npm start`: NATS_URL, else 127.0.0.1:4222, else a private nats-server under `.data/nats` with
 * credentials in `.data/nats/credentials.json`. A NATS found or given is used without authentication
 * unless NATS_CREDENTIALS_FILE names the credentials its configuration lists.
 */
export async function resolveNats(env: NodeJS.ProcessEnv, dataRoot: string): Promise<ResolvedNats> {
  let credentialsFile: string | null = env[NATS_CREDENTIALS_FILE_VAR] || null;
  const service = await resolveTcpService({
    name: 'NATS',
    envVar: 'NATS_URL',
    envUrl: env.NATS_URL,
    scheme: 'nats',
    standardPort: 4222,
    startPrivate: async () => {
      const nats = await startPrivateNats(join(dataRoot, 'nats'), { credentialsFile: credentialsFile ?? join(dataRoot, 'nats', 'credentials.json') });
      credentialsFile = nats.credentialsFile;
      return nats;
    },
  });
  return { ...service, credentialsFile };
}

/** For tests: always a private NATS on a free port, with the test process's own unrestricted user. */
export function isolatedNats(scratchDir: string): Promise<ResolvedNats> {
  const dir = join(scratchDir, 'nats');
  return startPrivateNats(dir, { credentialsFile: join(dir, 'credentials.json'), testHarness: true });
}
