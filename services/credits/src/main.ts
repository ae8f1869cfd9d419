import { createDataSource, createLogger, openDatabase, runMain, startService } from '@studyforge/service-kit';
import { CREDITS_SCHEMA, loadCreditsConfig } from './credits-config.js';
import { CreditsModule } from './credits.module.js';
import { CreditsRepository } from './credits.repository.js';

runMain('credits service', async () => {
  const config = loadCreditsConfig();
  const logger = createLogger('credits', config.LOG_LEVEL);
  // TypeORM only migrates the schema: at run time every statement goes through the repository's own pool.
  const migrations = createDataSource({
    url: config.DATABASE_URL,
    schema: CREDITS_SCHEMA,
    entities: [],
    migrationsDir: new URL('./migrations/', import.meta.url),
  });
  await openDatabase(migrations, CREDITS_SCHEMA, logger);
  await migrations.destroy();
  const repository = new CreditsRepository({ url: config.DATABASE_URL, poolSize: 20, logger });
  await startService({ name: 'credits', module: CreditsModule.register(repository, logger), natsUrl: config.NATS_URL, logger });
});
