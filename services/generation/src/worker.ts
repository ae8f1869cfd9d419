import { ObjectStorage, createLogger, openDatabase, RpcClient, runMain } from '@studyforge/service-kit';
import { UnrecoverableError, Worker } from 'bullmq';
import { createAiProvider } from './ai/create-ai-provider.js';
import { GENERATION_SCHEMA, loadGenerationConfig } from './generation-config.js';
import { generationDataSource } from './generation-database.js';
import { ocrEngine, terminateOcrEngine } from './extraction/ocr-engine.js';
import { bullConnection, GENERATION_QUEUE, type GenerationJobData } from './jobs/job-queue.js';
import { FinalJobFailure, JobRunner } from './jobs/job-runner.js';
import { JobsRepository } from './jobs/jobs.repository.js';
import { LibraryRepository } from './library/library.repository.js';
import { KNOWLEDGE_BASE } from './knowledge/knowledge-base.js';
import { SubjectGenerator } from './knowledge/subject-generator.js';

runMain('generation worker', async () => {
  const config = loadGenerationConfig();
  const logger = createLogger('generation-worker', config.LOG_LEVEL);
  const dataSource = await openDatabase(generationDataSource(config.DATABASE_URL), GENERATION_SCHEMA, logger);
  const rpc = new RpcClient({ natsUrl: config.NATS_URL, timeoutMs: config.RPC_TIMEOUT_MS, logger });
  const provider = createAiProvider(config);
  const runner = new JobRunner({
    jobs: new JobsRepository(dataSource),
    library: new LibraryRepository(dataSource),
    storage: new ObjectStorage(config),
    provider,
    subjects: new SubjectGenerator(provider, KNOWLEDGE_BASE),
    rpc,
    logger,
  });

  const worker = new Worker<GenerationJobData>(
    GENERATION_QUEUE,
    async (job) => {
      const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      try {
        await runner.run(job.data.jobId, finalAttempt);
      } catch (error) {
        if (error instanceof FinalJobFailure) throw new UnrecoverableError(error.message);
        throw error;
      }
    },
    {
      connection: bullConnection(config.REDIS_URL),
      concurrency: config.WORKER_CONCURRENCY,
      lockDuration: config.WORKER_LOCK_MS,
      stalledInterval: config.WORKER_STALLED_CHECK_MS,
    },
  );
  worker.on('error', (error) => logger.error({ err: error.message }, 'worker error'));

  const shutdown = async () => {
    await worker.close();
    await terminateOcrEngine().catch(() => undefined);
    await rpc.close().catch(() => undefined);
    await dataSource.destroy().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
  await worker.waitUntilReady();
  // Starting OCR takes a second or two: do it now rather than in the first student's upload.
  void ocrEngine.warmUp().catch((error: Error) => logger.warn({ err: error.message }, 'OCR engine did not start yet'));
  logger.info({ provider: provider.name, concurrency: config.WORKER_CONCURRENCY }, 'generation worker ready');
});
