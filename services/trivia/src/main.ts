import { createDataSource, createLogger, openDatabase, RpcClient, runMain, startService } from '@studyforge/service-kit';
import { TriviaSession } from './entities/trivia-session.entity.js';
import { loadTriviaConfig, TRIVIA_SCHEMA } from './trivia-config.js';
import { TriviaModule } from './trivia.module.js';

runMain('trivia service', async () => {
  const config = loadTriviaConfig();
  const logger = createLogger('trivia', config.LOG_LEVEL);
  const dataSource = createDataSource({
    url: config.DATABASE_URL,
    schema: TRIVIA_SCHEMA,
    entities: [TriviaSession],
    migrationsDir: new URL('./migrations/', import.meta.url),
  });
  await openDatabase(dataSource, TRIVIA_SCHEMA, logger);
  const rpc = new RpcClient({ natsUrl: config.NATS_URL, timeoutMs: config.RPC_TIMEOUT_MS, logger });
  await startService({
    name: 'trivia',
    module: TriviaModule.register({ dataSource, rpc, questionTimeoutMs: config.QUESTION_TIMEOUT_MS, mediaLinkSecret: config.MEDIA_LINK_SECRET, logger }),
    natsUrl: config.NATS_URL,
    logger,
  });
});
