import { createLogger, ObjectStorage, openDatabase, RpcClient, runMain, startService } from '@studyforge/service-kit';
import { GENERATION_SCHEMA, loadGenerationConfig } from './generation-config.js';
import { generationDataSource } from './generation-database.js';
import { GenerationModule } from './generation.module.js';
import { AccountErasureQueue } from './account-data/account-erasure.queue.js';
import { bullConnection, JobQueues } from './jobs/job-queues.js';
import { StudyReminders } from './study-plan/study-reminders.js';
import { createAiProvider } from './ai/create-ai-provider.js';
import { KNOWLEDGE_BASE } from './knowledge/knowledge-base.js';
import { SubjectGenerator } from './knowledge/subject-generator.js';

runMain('generation service', async () => {
  const config = loadGenerationConfig();
  const logger = createLogger('generation', config.LOG_LEVEL);
  const dataSource = await openDatabase(generationDataSource(config.DATABASE_URL), GENERATION_SCHEMA, logger);
  const queues = JobQueues.connect(bullConnection(config.REDIS_URL));
  const rpc = new RpcClient({ natsUrl: config.NATS_URL, timeoutMs: config.RPC_TIMEOUT_MS, logger });
  const storage = new ObjectStorage(config);
  const subjects = new SubjectGenerator(createAiProvider(config, logger), KNOWLEDGE_BASE);
  const erasures = AccountErasureQueue.connect(bullConnection(config.REDIS_URL));
  await startService({
    name: 'generation',
    module: GenerationModule.register({
      dataSource,
      queues,
      rpc,
      storage,
      subjects,
      erasures,
      logger,
      studyReminders: StudyReminders.connect(bullConnection(config.REDIS_URL)),
      publicUrl: config.PUBLIC_URL,
    }),
    natsUrl: config.NATS_URL,
    logger,
  });
});
