import { createDataSource, createLogger, MailOutbox, openDatabase, runMain, startService } from '@studyforge/service-kit';
import { AUTH_SCHEMA, loadAuthConfig } from './auth-config.js';
import { AuthModule } from './auth.module.js';
import { UserEntity } from './entities/user.entity.js';

runMain('auth service', async () => {
  const config = loadAuthConfig();
  const logger = createLogger('auth', config.LOG_LEVEL);
  const dataSource = createDataSource({
    url: config.DATABASE_URL,
    schema: AUTH_SCHEMA,
    entities: [UserEntity],
    migrationsDir: new URL('./migrations/', import.meta.url),
  });
  await openDatabase(dataSource, AUTH_SCHEMA, logger);
  const outbox = MailOutbox.connect(config.REDIS_URL, logger);
  await startService({ name: 'auth', module: AuthModule.register(dataSource, { outbox, logger }), natsUrl: config.NATS_URL, logger });
});
