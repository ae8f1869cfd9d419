import type { ProPrice } from '@studyforge/contracts';
import type { RpcClient } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import { paymentModeOf, stripeSettingsOf, type BillingConfig } from './billing-config.js';
import { BillingDatabase } from './billing-database.js';
import { BillingEventsService } from './billing-events.service.js';
import type { BillingParts } from './billing.module.js';
import { BillingRepository } from './billing.repository.js';
import { BillingService } from './billing.service.js';
import type { PaymentProvider } from './providers/payment-provider.js';
import { PaymentsOffProvider } from './providers/payments-off-provider.js';
import { StripePaymentProvider } from './providers/stripe-payment-provider.js';
import { TestModeProvider } from './test-mode/test-mode-provider.js';
import { TestModeStore } from './test-mode/test-mode.store.js';

/** Billing's parts, wired once: Stripe when its four keys are set, the embedded test-mode provider when enabled, else no provider (nothing sold). */
export function createBillingParts(config: BillingConfig, rpc: Pick<RpcClient, 'request'>, logger: Logger): BillingParts {
  const database = new BillingDatabase({ url: config.DATABASE_URL, poolSize: 10, logger });
  const repository = new BillingRepository(database);
  const price: ProPrice = { amount: config.PRO_PRICE_AMOUNT, currency: config.PRO_PRICE_CURRENCY, interval: 'month', productName: config.PRO_PRODUCT_NAME };
  const provider = providerOf(config, database, price, logger);
  const events = new BillingEventsService(repository, provider, rpc, config.PRO_MONTHLY_CREDITS, logger);
  if (provider instanceof TestModeProvider) provider.start((payload, signature) => events.receive(payload, signature));
  return { database, repository, provider, billing: new BillingService(repository, provider, price, config.PRO_MONTHLY_CREDITS), events };
}

function providerOf(config: BillingConfig, database: BillingDatabase, price: ProPrice, logger: Logger): PaymentProvider {
  const stripe = stripeSettingsOf(config);
  if (stripe) return new StripePaymentProvider(stripe);
  if (paymentModeOf(config) === 'test') return new TestModeProvider(new TestModeStore(database), price, logger);
  return new PaymentsOffProvider();
}
