import { createDataSource, createLogger, openDatabase, RpcClient, runMain, startService } from '@studyforge/service-kit';
import { BILLING_SCHEMA, loadBillingConfig } from './billing-config.js';
import { createBillingParts } from './billing-parts.js';
import { BillingModule } from './billing.module.js';

runMain('billing service', async () => {
  const config = loadBillingConfig();
  const logger = createLogger('billing', config.LOG_LEVEL);
  const migrations = createDataSource({
    url: config.DATABASE_URL,
    schema: BILLING_SCHEMA,
    entities: [],
    migrationsDir: new URL('./migrations/', import.meta.url),
  });
  await openDatabase(migrations, BILLING_SCHEMA, logger);
  await migrations.destroy();
  const rpc = new RpcClient({ natsUrl: config.NATS_URL, timeoutMs: config.RPC_TIMEOUT_MS, logger });
  const parts = createBillingParts(config, rpc, logger);
  const mode = parts.provider.mode;
  if (mode === 'stripe') logger.info({ mode }, 'payments through Stripe');
  else if (mode === 'test') logger.warn({ mode }, 'payments through the embedded test-mode provider: anyone may get Pro with a test card (no real charge)');
  else logger.warn({ mode }, 'payments are not set up: Pro is not sold (set the four STRIPE_* variables, or BILLING_TEST_MODE=true for a test site)');
  await startService({ name: 'billing', module: BillingModule.register(parts), natsUrl: config.NATS_URL, logger });
  const synced = await parts.events.reconcile();
  logger.info({ synced }, 'subscriptions read from the provider at start-up');
});
