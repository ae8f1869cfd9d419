import pino from 'pino';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { RpcErrorFilter } from '../rpc/rpc-error.filter.js';
import { DATABASE_TIMEOUT_MESSAGE, databaseTimeouts, isDatabaseTimeout, pgTimeoutOptions } from './database-timeouts.js';

describe('database timeouts', () => {
  it('reads DATABASE_STATEMENT_TIMEOUT_MS (30 s by default) and refuses a bad value naming it', () => {
    expect(databaseTimeouts({})).toEqual({ statementTimeoutMs: 30_000 });
    expect(databaseTimeouts({ DATABASE_STATEMENT_TIMEOUT_MS: '' })).toEqual({ statementTimeoutMs: 30_000 });
    expect(databaseTimeouts({ DATABASE_STATEMENT_TIMEOUT_MS: '5000' })).toEqual({ statementTimeoutMs: 5000 });
    expect(() => databaseTimeouts({ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS:/);
    expect(() => databaseTimeouts({ DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS:/);
  });

  it('has Postgres cancel a slow statement and the client give up a little later', () => {
    expect(pgTimeoutOptions({ statementTimeoutMs: 5000 })).toMatchObject({ statement_timeout: 5000, query_timeout: 10_000 });
  });

  it('recognises a cancelled statement and a client timeout, also wrapped by TypeORM', () => {
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    expect(isDatabaseTimeout(cancelled)).toBe(true);
    expect(isDatabaseTimeout(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseTimeout(Object.assign(new Error('QueryFailedError'), { driverError: cancelled }))).toBe(true);
    expect(isDatabaseTimeout(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });

  it('answers a message whose database call timed out with 503 and the message, not a 500', async () => {
    const filter = new RpcErrorFilter(pino({ level: 'silent' }));
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    const failure = await firstValueFrom(filter.catch(cancelled, {} as never)).catch((body: unknown) => body);
    expect(failure).toEqual({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_TIMEOUT_MESSAGE });
  });
});
