import type { BillingDatabase } from '../billing-database.js';

export type TestObjectKind = 'customer' | 'subscription' | 'invoice' | 'event';

// The objects are Stripe's shapes, kept as JSON: the provider reads and writes the fields it needs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TestObject = Record<string, any> & { id: string };

/** The only code that touches the test-mode provider's table. */
export class TestModeStore {
  constructor(private readonly database: BillingDatabase) {}

  async put(kind: TestObjectKind, object: TestObject, userId: string | null, pending = false): Promise<void> {
    await this.database.pool.query(
      `INSERT INTO billing.test_mode_objects (id, kind, user_id, data, pending) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET data = $4`,
      [object.id, kind, userId, JSON.stringify(object), pending],
    );
  }

  async get(kind: TestObjectKind, id: string): Promise<TestObject | null> {
    const { rows } = await this.database.pool.query<{ data: TestObject }>('SELECT data FROM billing.test_mode_objects WHERE id = $1 AND kind = $2', [id, kind]);
    return rows[0]?.data ?? null;
  }

  async invoiceBySecret(clientSecret: string): Promise<TestObject | null> {
    const { rows } = await this.database.pool.query<{ data: TestObject }>(
      `SELECT data FROM billing.test_mode_objects WHERE kind = 'invoice' AND data->'confirmation_secret'->>'client_secret' = $1`,
      [clientSecret],
    );
    return rows[0]?.data ?? null;
  }

  /** Marks an open invoice paid; false when it is not open any more (a second Subscribe Now that came at the same time). */
  async claimOpenInvoice(invoiceId: string): Promise<boolean> {
    const { rowCount } = await this.database.pool.query(
      `UPDATE billing.test_mode_objects SET data = jsonb_set(data, '{status}', '"paid"')
       WHERE id = $1 AND kind = 'invoice' AND data->>'status' = 'open'`,
      [invoiceId],
    );
    return rowCount === 1;
  }

  async subscriptionsOf(userId: string): Promise<TestObject[]> {
    const { rows } = await this.database.pool.query<{ data: TestObject }>(
      `SELECT data FROM billing.test_mode_objects WHERE kind = 'subscription' AND user_id = $1 ORDER BY created_at DESC`,
      [userId],
    );
    return rows.map((row) => row.data);
  }

  /** Subscriptions whose paid month is over: renewed, or ended when cancelled at the period's end. */
  async dueSubscriptions(nowSeconds: number): Promise<{ data: TestObject; userId: string }[]> {
    const { rows } = await this.database.pool.query<{ data: TestObject; userId: string }>(
      `SELECT data, user_id AS "userId" FROM billing.test_mode_objects
       WHERE kind = 'subscription' AND data->>'status' IN ('active', 'past_due')
         AND (data->'items'->'data'->0->>'current_period_end')::bigint <= $1`,
      [nowSeconds],
    );
    return rows;
  }

  /** Saves a subscription at the end of its month only if no other replica did first (its period end still the one read). */
  async claimPeriodEnd(subscription: TestObject, periodEndRead: number): Promise<boolean> {
    const { rowCount } = await this.database.pool.query(
      `UPDATE billing.test_mode_objects SET data = $2
       WHERE id = $1 AND kind = 'subscription' AND (data->'items'->'data'->0->>'current_period_end')::bigint = $3`,
      [subscription.id, JSON.stringify(subscription), periodEndRead],
    );
    return rowCount === 1;
  }

  /** Events delivered more than a week ago are of no further use. */
  async pruneDeliveredEvents(): Promise<void> {
    await this.database.pool.query(`DELETE FROM billing.test_mode_objects WHERE kind = 'event' AND NOT pending AND created_at < now() - interval '7 days'`);
  }

  async pendingEvents(limit = 20): Promise<TestObject[]> {
    const { rows } = await this.database.pool.query<{ data: TestObject }>(
      `SELECT data FROM billing.test_mode_objects WHERE pending ORDER BY created_at LIMIT $1`,
      [limit],
    );
    return rows.map((row) => row.data);
  }

  async markDelivered(eventId: string): Promise<void> {
    await this.database.pool.query('UPDATE billing.test_mode_objects SET pending = false WHERE id = $1', [eventId]);
  }
}
