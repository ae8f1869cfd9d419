import type { OnApplicationShutdown } from '@nestjs/common';
import { inPgTransaction, openPgPool } from '@studyforge/service-kit';
import type pg from 'pg';
import type { Logger } from 'pino';

/** Where a statement runs: the pool, or the client of an open transaction. */
export type Queryable = Pick<pg.Pool, 'query'>;

/** The billing schema's Postgres pool, shared by its repositories. */
export class BillingDatabase implements OnApplicationShutdown {
  readonly pool: pg.Pool;

  constructor(options: { url: string; poolSize: number; logger: Logger }) {
    this.pool = openPgPool(options);
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (db: Queryable) => Promise<T>): Promise<T> {
    return inPgTransaction(this.pool, work);
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
