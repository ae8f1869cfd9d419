import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateBilling1765400000000 implements MigrationInterface {
  name = 'CreateBilling1765400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE billing.customers (
        user_id uuid PRIMARY KEY,
        provider_customer_id text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE billing.subscriptions (
        id text PRIMARY KEY,
        user_id uuid NOT NULL,
        status text NOT NULL,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        current_period_end timestamptz,
        ended_at timestamptz,
        started_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX subscriptions_user_idx ON billing.subscriptions (user_id, started_at DESC)`);
    await db.query(`
      CREATE TABLE billing.payments (
        invoice_id text PRIMARY KEY,
        user_id uuid NOT NULL,
        subscription_id text,
        status text NOT NULL CHECK (status IN ('paid', 'failed')),
        amount integer NOT NULL CHECK (amount >= 0),
        currency text NOT NULL,
        failure_message text,
        credits_granted integer NOT NULL DEFAULT 0,
        occurred_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX payments_user_idx ON billing.payments (user_id, occurred_at DESC)`);
    await db.query(`
      CREATE TABLE billing.processed_events (
        event_id text PRIMARY KEY,
        type text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The embedded test-mode provider's own objects (customers, subscriptions, invoices, undelivered events), shaped as Stripe's.
    await db.query(`
      CREATE TABLE billing.test_mode_objects (
        id text PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('customer', 'subscription', 'invoice', 'event')),
        user_id uuid,
        data jsonb NOT NULL,
        pending boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX test_mode_pending_idx ON billing.test_mode_objects (created_at) WHERE pending`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE billing.test_mode_objects`);
    await db.query(`DROP TABLE billing.processed_events`);
    await db.query(`DROP TABLE billing.payments`);
    await db.query(`DROP TABLE billing.subscriptions`);
    await db.query(`DROP TABLE billing.customers`);
  }
}
