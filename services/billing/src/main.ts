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
  logger.info({ mode: parts.provider.mode }, parts.provider.mode === 'stripe' ? 'payments through Stripe' : 'payments through the embedded test-mode provider (no real charge)');
  await startService({ name: 'billing', module: BillingModule.register(parts), natsUrl: config.NATS_URL, logger });
  const synced = await parts.events.reconcile();
  logger.info({ synced }, 'subscriptions read from the provider at start-up');
});
