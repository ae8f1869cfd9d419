import { createDataSource, createLogger, openDatabase, runMain, startService } from '@studyforge/service-kit';
import { CREDITS_SCHEMA, loadCreditsConfig } from './credits-config.js';
import { CreditsModule } from './credits.module.js';
import { CreditAccount } from './entities/credit-account.entity.js';
import { LedgerEntry } from './entities/ledger-entry.entity.js';
import { CreateCredits1763700000000 } from './migrations/1763700000000-create-credits.js';

runMain('credits service', async () => {
  const config = loadCreditsConfig();
  const logger = createLogger('credits', config.LOG_LEVEL);
  const dataSource = createDataSource({
    url: config.DATABASE_URL,
    schema: CREDITS_SCHEMA,
    entities: [CreditAccount, LedgerEntry],
    migrations: [CreateCredits1763700000000],
    poolSize: 20,
  });
  await openDatabase(dataSource, CREDITS_SCHEMA, logger);
  await startService({ name: 'credits', module: CreditsModule.register(dataSource), natsUrl: config.NATS_URL, logger });
});
