import { DomainError, ErrorCode } from '@studyforge/contracts';
import { databaseEnvSchema, loadConfig } from '../config/load-config.js';

/** How much longer than Postgres's own statement_timeout the client waits before giving up (a lost network). */
const CLIENT_MARGIN_MS = 5000;

export interface DatabaseTimeouts {
  statementTimeoutMs: number;
}

/** DATABASE_STATEMENT_TIMEOUT_MS, validated (a bad value stops the process with a line naming it). */
export function databaseTimeouts(env: NodeJS.ProcessEnv = process.env): DatabaseTimeouts {
  const { DATABASE_STATEMENT_TIMEOUT_MS } = loadConfig(databaseEnvSchema.pick({ DATABASE_STATEMENT_TIMEOUT_MS: true }), env);
  return { statementTimeoutMs: DATABASE_STATEMENT_TIMEOUT_MS };
}

/** node-postgres pool settings: a slow statement is cancelled by Postgres, a silent connection given up by the client. */
export function pgTimeoutOptions(timeouts: DatabaseTimeouts) {
  return {
    statement_timeout: timeouts.statementTimeoutMs,
    query_timeout: timeouts.statementTimeoutMs + CLIENT_MARGIN_MS,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
  };
}

/** Postgres cancelled the statement (statement_timeout) or the client stopped waiting (query_timeout). */
export function isDatabaseTimeout(error: unknown): boolean {
  const failure = error as { code?: string; message?: string; driverError?: unknown } | null;
  if (!failure) return false;
  if (failure.code === '57014' || failure.message === 'Query read timeout') return true;
  return failure.driverError !== undefined && failure.driverError !== error && isDatabaseTimeout(failure.driverError);
}

export const DATABASE_TIMEOUT_MESSAGE = 'Service temporarily unavailable: the database took too long to answer. Please try again in a moment.';

/** A database call that ran out of time, as the 503 the student sees. */
export class DatabaseTimeoutError extends DomainError {
  constructor() {
    super(ErrorCode.ServiceUnavailable, DATABASE_TIMEOUT_MESSAGE);
    this.name = 'DatabaseTimeoutError';
  }
}
