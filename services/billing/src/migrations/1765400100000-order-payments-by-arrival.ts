import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Payments in the same second (a renewal that failed right after a payment) are ordered by when billing learned of them. */
export class OrderPaymentsByArrival1765400100000 implements MigrationInterface {
  name = 'OrderPaymentsByArrival1765400100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE billing.payments ADD COLUMN recorded_at timestamptz NOT NULL DEFAULT clock_timestamp()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE billing.payments DROP COLUMN recorded_at`);
  }
}
