import { nkeys } from '@nats-io/transport-node';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { InfraError } from './infra-error.js';

/** A user of the tests' private NATS without permissions: the test process itself (never in `npm start` or production). */
export const TEST_HARNESS_USER = 'test-harness';

export interface NatsUserKey {
  /** The NKey seed (secret: it signs the server's challenge). */
  seed: string;
  /** The NKey public key the server's configuration lists. */
  publicKey: string;
}

export type NatsCredentials = Record<string, NatsUserKey>;

/** Where the credentials of the NATS a process should use are (set by `npm start` and `npm test` for their children). */
export const NATS_CREDENTIALS_FILE_VAR = 'NATS_CREDENTIALS_FILE';

function newUserKey(): NatsUserKey {
  const pair = nkeys.createUser();
  return { seed: new TextDecoder().decode(pair.getSeed()), publicKey: pair.getPublicKey() };
}

export function readNatsCredentials(file: string): NatsCredentials {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as NatsCredentials;
  } catch (error) {
    throw new InfraError(`The NATS credentials in ${file} cannot be read (${(error as Error).message}); delete the file to make new ones.`);
  }
}

/** The credentials kept in `file` (mode 600), with a new NKey for each user it did not have yet. */
export function loadOrCreateNatsCredentials(file: string, users: readonly string[]): NatsCredentials {
  const credentials = existsSync(file) ? readNatsCredentials(file) : {};
  const missing = users.filter((user) => !credentials[user]);
  if (missing.length > 0 || !existsSync(file)) {
    for (const user of missing) credentials[user] = newUserKey();
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return credentials;
}

/** The environment that makes a process connect as `user` (see service-kit's natsConnectionOptions). */
export function natsUserEnv(credentials: NatsCredentials, user: string): Record<string, string> {
  const key = credentials[user];
  if (!key) throw new InfraError(`The NATS credentials have no user "${user}"; delete the credentials file to make new ones.`);
  return { NATS_USER: user, NATS_NKEY_SEED: key.seed };
}
