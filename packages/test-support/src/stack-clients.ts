import { DomainError } from '@studyforge/contracts';
import { RpcClient } from '@studyforge/service-kit';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

/** How a test file talks to the running stack's services directly: their RPC subjects and their tables. */
export interface StackClients {
  readonly rpc: RpcClient;
  readonly db: pg.Pool;
}

/** An RPC client on the stack's NATS and a small Postgres pool, opened before the file's tests and closed after them. */
export function stackClients(): StackClients {
  let rpc: RpcClient | null = null;
  let db: pg.Pool | null = null;
  beforeAll(() => {
    rpc = new RpcClient({ natsUrl: process.env.NATS_URL!, timeoutMs: 15_000 });
    db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  });
  afterAll(async () => {
    await rpc?.close();
    await db?.end();
  });
  const opened = <T>(client: T | null): T => {
    if (!client) throw new Error('stack clients are opened before the tests run; use them inside a test or hook');
    return client;
  };
  return {
    get rpc() {
      return opened(rpc);
    },
    get db() {
      return opened(db);
    },
  };
}

/** The error code a call fails with ('OK' when it does not fail). */
export async function errorCodeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    return error instanceof DomainError ? error.code : String(error);
  }
}
