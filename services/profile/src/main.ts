import { createDataSource, createLogger, ObjectStorage, openDatabase, RpcClient, runMain, startService } from '@studyforge/service-kit';
import { loadProfileConfig, PROFILE_SCHEMA } from './profile-config.js';
import { ProfileModule } from './profile.module.js';
import { setUpNotifications } from './notifications/notifications-setup.js';

runMain('profile service', async () => {
  const config = loadProfileConfig();
  const logger = createLogger('profile', config.LOG_LEVEL);
  const dataSource = createDataSource({
    url: config.DATABASE_URL,
    schema: PROFILE_SCHEMA,
    entities: [],
    migrationsDir: new URL('./migrations/', import.meta.url),
  });
  await openDatabase(dataSource, PROFILE_SCHEMA, logger);
  const rpc = new RpcClient({ natsUrl: config.NATS_URL, timeoutMs: config.RPC_TIMEOUT_MS, logger });
  const storage = new ObjectStorage(config);
  const notifications = await setUpNotifications(config, dataSource, rpc, logger);
  await startService({
    name: 'profile',
    module: ProfileModule.register({ dataSource, rpc, storage, rpcTimeoutMs: config.RPC_TIMEOUT_MS, logger, notifications }),
    natsUrl: config.NATS_URL,
    logger,
  });
});
