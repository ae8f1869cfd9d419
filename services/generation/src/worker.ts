import { createLogger, JobStatusFeed, MailSender, ObjectStorage, openDatabase, RpcClient, runMain } from '@studyforge/service-kit';
import { createAiProvider } from './ai/create-ai-provider.js';
import { GENERATION_SCHEMA, loadGenerationConfig } from './generation-config.js';
import { generationDataSource } from './generation-database.js';
import { ocrEngine, terminateOcrEngine } from './extraction/ocr-engine.js';
import { CreditSettlement } from './jobs/credit-settlement.js';
import { createJobHandlers } from './jobs/handlers/job-handlers.js';
import { JobLifecycle } from './jobs/job-lifecycle.js';
import { bullConnection } from './jobs/job-queues.js';
import { JobStatusService } from './jobs/job-status.service.js';
import { startJobWorkers } from './jobs/job-workers.js';
import { JobsRepository } from './jobs/jobs.repository.js';
import { SendMailTask } from './jobs/tasks/send-mail.task.js';
import { scheduleWeeklyProgress } from './jobs/tasks/weekly-progress.schedule.js';
import { WeeklyProgressTask } from './jobs/tasks/weekly-progress.task.js';
import { LibraryRepository } from './library/library.repository.js';
import { KNOWLEDGE_BASE } from './knowledge/knowledge-base.js';
import { SubjectGenerator } from './knowledge/subject-generator.js';

runMain('generation worker', async () => {
  const config = loadGenerationConfig();
  const logger = createLogger('generation-worker', config.LOG_LEVEL);
  const dataSource = await openDatabase(generationDataSource(config.DATABASE_URL), GENERATION_SCHEMA, logger);
  const rpc = new RpcClient({ natsUrl: config.NATS_URL, timeoutMs: config.RPC_TIMEOUT_MS, logger });
  const provider = createAiProvider(config);
  const storage = new ObjectStorage(config);
  const jobs = new JobsRepository(dataSource);
  const handlers = createJobHandlers({
    provider,
    subjects: new SubjectGenerator(provider, KNOWLEDGE_BASE),
    library: new LibraryRepository(dataSource),
    storage,
  });
  const lifecycle = new JobLifecycle({
    jobs,
    status: new JobStatusService(jobs, new JobStatusFeed(rpc, logger)),
    credits: new CreditSettlement(rpc),
    logger,
  });
  const mail = new MailSender(config);
  const tasks = {
    'send-mail': new SendMailTask(mail, logger.child({ task: 'send-mail' })),
    'weekly-progress': new WeeklyProgressTask(rpc, logger.child({ task: 'weekly-progress' })),
  };
  const workers = startJobWorkers({ handlers, tasks, lifecycle, config, connect: () => bullConnection(config.REDIS_URL), logger });

  const shutdown = async () => {
    await Promise.all(workers.map((worker) => worker.close()));
    await terminateOcrEngine().catch(() => undefined);
    mail.close();
    await rpc.close().catch(() => undefined);
    await dataSource.destroy().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
  await Promise.all(workers.map((worker) => worker.waitUntilReady()));
  await scheduleWeeklyProgress(bullConnection(config.REDIS_URL));
  // Starting OCR takes a second or two: do it now rather than in the first student's upload.
  void ocrEngine.warmUp().catch((error: Error) => logger.warn({ err: error.message }, 'OCR engine did not start yet'));
  const queues = Object.fromEntries(workers.map((worker) => [worker.name, worker.opts.concurrency]));
  logger.info({ provider: provider.name, queues }, 'generation worker ready');
});
