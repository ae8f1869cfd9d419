import type { SubscriptionStatus } from '@studyforge/contracts';
import type { BillingDatabase, Queryable } from './billing-database.js';
import type { ProviderSubscription } from './providers/payment-provider.js';

export interface SubscriptionRow {
  id: string;
  userId: string;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  endedAt: Date | null;
  startedAt: Date;
}

export interface PaymentRow {
  invoiceId: string;
  userId: string;
  subscriptionId: string | null;
  status: 'paid' | 'failed';
  amount: number;
  currency: string;
  failureMessage: string | null;
  creditsGranted: number;
  occurredAt: Date;
}

const SUBSCRIPTION_COLUMNS = `id, user_id AS "userId", status, cancel_at_period_end AS "cancelAtPeriodEnd",
  current_period_end AS "currentPeriodEnd", ended_at AS "endedAt", started_at AS "startedAt"`;

/** The only code that touches billing's customers, subscriptions, payments and processed events. */
export class BillingRepository {
  constructor(private readonly database: BillingDatabase) {}

  transaction<T>(work: (db: Queryable) => Promise<T>): Promise<T> {
    return this.database.transaction(work);
  }

  /** Serialises one student's checkouts (a double-clicked Subscribe) until the transaction ends. */
  async lockStudent(db: Queryable, userId: string): Promise<void> {
    await db.query(`SELECT pg_advisory_xact_lock(hashtextextended('billing-checkout:' || $1, 0))`, [userId]);
  }

  async findCustomer(userId: string, db: Queryable = this.database.pool): Promise<string | null> {
    const { rows } = await db.query<{ id: string }>('SELECT provider_customer_id AS id FROM billing.customers WHERE user_id = $1', [userId]);
    return rows[0]?.id ?? null;
  }

  async findStudentOfCustomer(customerId: string, db: Queryable = this.database.pool): Promise<string | null> {
    const { rows } = await db.query<{ userId: string }>('SELECT user_id AS "userId" FROM billing.customers WHERE provider_customer_id = $1', [customerId]);
    return rows[0]?.userId ?? null;
  }

  async insertCustomer(userId: string, customerId: string): Promise<void> {
    await this.database.pool.query(
      'INSERT INTO billing.customers (user_id, provider_customer_id) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING',
      [userId, customerId],
    );
  }

  async subscriptionsOf(userId: string, db: Queryable = this.database.pool): Promise<SubscriptionRow[]> {
    const { rows } = await db.query<SubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM billing.subscriptions WHERE user_id = $1 ORDER BY started_at DESC, updated_at DESC`,
      [userId],
    );
    return rows;
  }

  /** The provider's latest state of a subscription, whatever the order its events came in. */
  async saveSubscription(db: Queryable, userId: string, subscription: ProviderSubscription): Promise<void> {
    await db.query(
      `INSERT INTO billing.subscriptions (id, user_id, status, cancel_at_period_end, current_period_end, ended_at, started_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET status = $3, cancel_at_period_end = $4, current_period_end = $5, ended_at = $6, updated_at = now()`,
      [subscription.id, userId, subscription.status, subscription.cancelAtPeriodEnd, subscription.currentPeriodEnd, subscription.endedAt, subscription.startedAt],
    );
  }

  async hasSubscription(db: Queryable, id: string): Promise<boolean> {
    const { rowCount } = await db.query('SELECT 1 FROM billing.subscriptions WHERE id = $1', [id]);
    return rowCount === 1;
  }

  /** Subscriptions that may still change (the start-up read asks the provider about each). */
  async unfinishedSubscriptions(): Promise<{ id: string; userId: string }[]> {
    const { rows } = await this.database.pool.query<{ id: string; userId: string }>(
      `SELECT id, user_id AS "userId" FROM billing.subscriptions WHERE status NOT IN ('canceled', 'incomplete_expired')`,
    );
    return rows;
  }

  /** Records an event id; false when it was processed before (or is being processed by a concurrent delivery that then commits). */
  async claimEvent(db: Queryable, eventId: string, type: string): Promise<boolean> {
    const { rowCount } = await db.query('INSERT INTO billing.processed_events (event_id, type) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING', [eventId, type]);
    return rowCount === 1;
  }

  /** A payment's outcome; a paid invoice stays paid when a late failure event arrives. */
  async savePayment(db: Queryable, payment: PaymentRow): Promise<void> {
    await db.query(
      `INSERT INTO billing.payments (invoice_id, user_id, subscription_id, status, amount, currency, failure_message, credits_granted, occurred_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (invoice_id) DO UPDATE SET status = $4, amount = $5, currency = $6, failure_message = $7,
         credits_granted = GREATEST(billing.payments.credits_granted, $8), occurred_at = $9, recorded_at = clock_timestamp()
       WHERE billing.payments.status <> 'paid'`,
      [payment.invoiceId, payment.userId, payment.subscriptionId, payment.status, payment.amount, payment.currency, payment.failureMessage, payment.creditsGranted, payment.occurredAt],
    );
  }

  async lastPayment(userId: string): Promise<PaymentRow | null> {
    const { rows } = await this.database.pool.query<PaymentRow>(
      `SELECT invoice_id AS "invoiceId", user_id AS "userId", subscription_id AS "subscriptionId", status, amount, currency,
              failure_message AS "failureMessage", credits_granted AS "creditsGranted", occurred_at AS "occurredAt"
       FROM billing.payments WHERE user_id = $1 ORDER BY occurred_at DESC, recorded_at DESC LIMIT 1`,
      [userId],
    );
    return rows[0] ?? null;
  }
}
