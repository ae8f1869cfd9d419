import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { planOfStatus } from '@studyforge/contracts';
import { assertSystem, parseRequest, UserRowsStore } from '@studyforge/service-kit';
import { BillingDatabase } from './billing-database.js';
import { BillingRepository } from './billing.repository.js';
import { PAYMENT_PROVIDER } from './billing.tokens.js';
import type { PaymentProvider } from './providers/payment-provider.js';
import { BILLING_SCHEMA } from './billing-config.js';

const DESCRIPTIONS = {
  customers: 'Your customer record at the payment provider',
  subscriptions: 'Your Pro subscriptions and their states',
  payments: 'Every payment for Pro, paid or failed, and the credits it granted',
  test_mode_objects: 'What the test-mode payment provider kept (no real charge was ever made)',
};

/** The student's customer, subscriptions and payments for the data export; all of it erased with the account, after the subscription is ended at the provider. */
@Controller()
export class BillingUserDataController {
  private readonly rows: UserRowsStore;

  constructor(
    @Inject(BillingDatabase) database: BillingDatabase,
    @Inject(BillingRepository) private readonly repository: BillingRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {
    const rowsOf = async (run: Promise<{ rows: unknown[] }>) => (await run).rows;
    this.rows = new UserRowsStore(
      {
        query: (sql, params) => rowsOf(database.pool.query(sql, params)),
        transaction: (work) => database.transaction((db) => work({ query: (sql, params) => rowsOf(db.query(sql, params)) })),
      },
      { schema: BILLING_SCHEMA, descriptions: DESCRIPTIONS },
    );
  }

  @MessagePattern('billing.export-user-data')
  async export(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('billing.export-user-data', payload);
    assertSystem(actor);
    return { files: await this.rows.export(data.userId) };
  }

  @MessagePattern('billing.erase-user-data')
  async erase(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('billing.erase-user-data', payload);
    assertSystem(actor);
    for (const subscription of await this.repository.subscriptionsOf(data.userId)) {
      if (planOfStatus(subscription.status) === 'Premium' || subscription.status === 'incomplete') await this.provider.cancelNow(subscription.id);
    }
    return { erased: true as const, counts: await this.rows.erase(data.userId) };
  }
}
