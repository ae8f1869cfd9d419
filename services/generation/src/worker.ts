import { createLogger, JobStatusFeed, MailOutbox, MailSender, ObjectStorage, openDatabase, RpcClient, runMain } from '@studyforge/service-kit';
import { servicesMissingUserData } from '@studyforge/contracts';
import { AccountErasureQueue } from './account-data/account-erasure.queue.js';
import { DataExportHandler } from './account-data/data-export.handler.js';
import { EraseAccountTask } from './account-data/erase-account.task.js';
import { ErasureSweep } from './account-data/erasure-sweep.js';
import { UploadReferencesRepository } from './jobs/upload-references.repository.js';
import { UploadSweep } from './jobs/upload-sweep.js';
import { createAiProvider } from './ai/create-ai-provider.js';
import { GENERATION_SCHEMA, loadGenerationConfig } from './generation-config.js';
import { generationDataSource } from './generation-database.js';
import { ocrEngine, terminateOcrEngine } from './extraction/ocr-engine.js';
import { closeParsingThreads, prepareParsingThread } from './extraction/sandbox/parsing-threads.js';
import { CreditSettlement } from './jobs/credit-settlement.js';
import { AudioRecapRepository } from './audio-recap/audio-recap.repository.js';
import { AudioRecapHandler } from './jobs/handlers/audio-recap.handler.js';
import { TutorReplyHandler } from './jobs/handlers/tutor-reply.handler.js';
import { VoiceLectureHandler } from './jobs/handlers/voice-lecture.handler.js';
import { TutorLecturesRepository } from './tutor/tutor-lectures.repository.js';
import { createJobHandlers } from './jobs/handlers/job-handlers.js';
import { StudyMaterialReader } from './jobs/handlers/study-material.reader.js';
import { savedOutcomeOf } from './jobs/job-handler.js';
import { JobLifecycle } from './jobs/job-lifecycle.js';
import { bullConnection, JobQueues } from './jobs/job-queues.js';
import { CreditReconciler } from './jobs/credit-reconciler.js';
import { JobStatusService } from './jobs/job-status.service.js';
import { startJobWorkers } from './jobs/job-workers.js';
import { JobsRepository } from './jobs/jobs.repository.js';
import { SendMailTask } from './jobs/tasks/send-mail.task.js';
import { StudyCalendarStore } from './study-plan/study-calendar.store.js';
import { StudyPlanHandler } from './study-plan/study-plan.handler.js';
import { createStudyToolHandlers } from './study-tools/study-tool-handlers.js';
import { StudyPlanRepository } from './study-plan/study-plan.repository.js';
import { StudyReminderTask } from './study-plan/study-reminder.task.js';
import { StudyReminders } from './study-plan/study-reminders.js';
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
  const provider = createAiProvider(config, logger);
  const storage = new ObjectStorage(config);
  const jobs = new JobsRepository(dataSource);
  const studyPlans = new StudyPlanRepository(dataSource);
  const studyReminders = StudyReminders.connect(bullConnection(config.REDIS_URL));
  const subjects = new SubjectGenerator(provider, KNOWLEDGE_BASE);
  const lectures = new TutorLecturesRepository(dataSource);
  const outbox = MailOutbox.connect(config.REDIS_URL, logger);
  const handlers = createJobHandlers({
    provider,
    subjects,
    library: new LibraryRepository(dataSource),
    storage,
    dataExport: new DataExportHandler({ rpc, storage, logger: logger.child({ task: 'data-export' }), mail: outbox }),
    studyPlan: new StudyPlanHandler(studyPlans, studyReminders, new StudyCalendarStore(studyPlans, config.PUBLIC_URL)),
    audioRecap: new AudioRecapHandler({ provider, storage, material: new StudyMaterialReader(storage), recaps: new AudioRecapRepository(dataSource), jobs }),
    voiceLecture: new VoiceLectureHandler({ provider, storage, material: new StudyMaterialReader(storage), subjects, lectures }),
    tutorReply: new TutorReplyHandler({ provider, storage, lectures }),
    studyTools: createStudyToolHandlers({ provider, storage, library: new LibraryRepository(dataSource), dataSource }),
  });
  const jobStatus = new JobStatusService(jobs, new JobStatusFeed(rpc, logger));
  const credits = new CreditSettlement(rpc);
  const lifecycle = new JobLifecycle({ jobs, status: jobStatus, credits, logger });
  const reconcilerRedis = bullConnection(config.REDIS_URL);
  const reconcilerQueues = JobQueues.connect(reconcilerRedis);
  const reconciler = new CreditReconciler({
    rpc,
    jobs,
    status: jobStatus,
    credits,
    savedOutcome: (job) => savedOutcomeOf(handlers[job.kind], job),
    queueState: (kind, jobId) => reconcilerQueues.state(kind, jobId),
    redis: reconcilerRedis,
    logger: logger.child({ task: 'credit-reconciler' }),
    intervalMs: config.CREDIT_RECONCILE_INTERVAL_MS,
    afterMs: config.CREDIT_RECONCILE_AFTER_MS,
  });
  const mail = new MailSender(config);
  const tasks = {
    'send-mail': new SendMailTask(mail, logger.child({ task: 'send-mail' })),
    'weekly-progress': new WeeklyProgressTask(rpc, logger.child({ task: 'weekly-progress' })),
    'erase-account': new EraseAccountTask(rpc, logger.child({ task: 'erase-account' })),
    'study-reminder': new StudyReminderTask({ sessions: studyPlans, rpc, mail, logger: logger.child({ task: 'study-reminder' }) }),
  };
  // Exports and erasures ask every service but those declared without student data (a unit test fails on this too).
  const forgotten = servicesMissingUserData();
  if (forgotten.length) logger.error({ services: forgotten }, 'services without the user-data messages: exports and account erasures cannot finish');
  const workers = startJobWorkers({ handlers, tasks, lifecycle, config, connect: () => bullConnection(config.REDIS_URL), logger });

  const erasures = AccountErasureQueue.connect(bullConnection(config.REDIS_URL));
  const sweep = new ErasureSweep(rpc, erasures, logger.child({ task: 'erasure-sweep' }));
  const uploadSweep = new UploadSweep(storage, new UploadReferencesRepository(dataSource), logger.child({ task: 'upload-sweep' }));

  const shutdown = async () => {
    sweep.stop();
    uploadSweep.stop();
    reconciler.stop();
    await reconcilerQueues.close().catch(() => undefined);
    await Promise.all(workers.map((worker) => worker.close()));
    await erasures.close().catch(() => undefined);
    await outbox.close().catch(() => undefined);
    await provider.close?.().catch(() => undefined);
    await terminateOcrEngine().catch(() => undefined);
    await closeParsingThreads().catch(() => undefined);
    mail.close();
    await rpc.close().catch(() => undefined);
    await dataSource.destroy().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
  await Promise.all(workers.map((worker) => worker.waitUntilReady()));
  await scheduleWeeklyProgress(bullConnection(config.REDIS_URL));
  sweep.start();
  uploadSweep.start();
  reconciler.start();
  provider.warmUp?.();
  // Starting OCR takes a second or two: do it now rather than in the first student's upload.
  void ocrEngine.warmUp().catch((error: Error) => logger.warn({ err: error.message }, 'OCR engine did not start yet'));
  // The first file's parsing thread, with its parsers loaded, before the first upload.
  prepareParsingThread();
  const queues = Object.fromEntries(workers.map((worker) => [worker.name, worker.opts.concurrency]));
  logger.info({ provider: provider.name, queues }, 'generation worker ready');
});
