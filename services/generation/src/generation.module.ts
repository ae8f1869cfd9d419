import { Module, type DynamicModule } from '@nestjs/common';
import { dataSourceProviders, JobStatusFeed, ObjectStorage, sqlDatabaseOf, UserRowsStore, type RpcClient } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { AccountErasureQueue } from './account-data/account-erasure.queue.js';
import { DataExportService } from './account-data/data-export.service.js';
import { GenerationUserDataService } from './account-data/generation-user-data.service.js';
import { GENERATION_USER_TABLES } from './account-data/generation-user-tables.js';
import { GenerationUserDataController } from './account-data/user-data.controller.js';
import { UserObjectsRepository } from './account-data/user-objects.repository.js';
import { AudioRecapController } from './audio-recap/audio-recap.controller.js';
import { AudioRecapRepository } from './audio-recap/audio-recap.repository.js';
import { AudioRecapService } from './audio-recap/audio-recap.service.js';
import { TutorController } from './tutor/tutor.controller.js';
import { TutorService } from './tutor/tutor.service.js';
import { GenerationController } from './generation.controller.js';
import { CreditSettlement } from './jobs/credit-settlement.js';
import { JobCancelService } from './jobs/job-cancel.service.js';
import { JobQueues } from './jobs/job-queues.js';
import { JobStatusService } from './jobs/job-status.service.js';
import { JobsRepository } from './jobs/jobs.repository.js';
import { JobsService } from './jobs/jobs.service.js';
import { LibraryRepository } from './library/library.repository.js';
import { LibraryService } from './library/library.service.js';
import { ProfileActivityController } from './library/profile-activity.controller.js';
import { ProfileActivityRepository } from './library/profile-activity.repository.js';
import type { SubjectGenerator } from './knowledge/subject-generator.js';
import { SubjectTriviaService } from './knowledge/subject-trivia.service.js';
import { WeekActivityController } from './week-activity/week-activity.controller.js';
import { WeekActivityRepository } from './week-activity/week-activity.repository.js';
import { StudyToolJobsService } from './study-tools/study-tool-jobs.service.js';
import { StudyToolsController } from './study-tools/study-tools.controller.js';
import { StudyToolsRepository } from './study-tools/study-tools.repository.js';
import { StudyPlanJobsService } from './study-plan/study-plan-jobs.service.js';
import { StudyPlanController } from './study-plan/study-plan.controller.js';
import { StudyPlanRepository } from './study-plan/study-plan.repository.js';
import { StudyPlanService } from './study-plan/study-plan.service.js';
import type { StudyReminders } from './study-plan/study-reminders.js';

export interface GenerationDependencies {
  dataSource: DataSource;
  queues: JobQueues;
  rpc: RpcClient;
  storage: ObjectStorage;
  subjects: SubjectGenerator;
  erasures: AccountErasureQueue;
  logger: Logger;
  studyReminders: StudyReminders;
  /** PUBLIC_URL: links in calendar files point at the app. */
  publicUrl: string;
}

@Module({})
export class GenerationModule {
  static register(deps: GenerationDependencies): DynamicModule {
    const jobs = new JobsRepository(deps.dataSource);
    const status = new JobStatusService(jobs, new JobStatusFeed(deps.rpc, deps.logger));
    const objects = new UserObjectsRepository(deps.dataSource);
    const studyPlans = new StudyPlanRepository(deps.dataSource);
    return {
      module: GenerationModule,
      controllers: [GenerationController, AudioRecapController, TutorController, GenerationUserDataController, StudyToolsController, WeekActivityController, StudyPlanController, ProfileActivityController],
      providers: [
        ...dataSourceProviders(deps.dataSource),
        { provide: WeekActivityRepository, useValue: new WeekActivityRepository(deps.dataSource) },
        { provide: ProfileActivityRepository, useValue: new ProfileActivityRepository(deps.dataSource) },
        { provide: ObjectStorage, useValue: deps.storage },
        { provide: JobQueues, useValue: deps.queues },
        { provide: SubjectTriviaService, useValue: new SubjectTriviaService(deps.subjects) },
        { provide: JobsService, useValue: new JobsService(jobs, status, new CreditSettlement(deps.rpc), deps.queues) },
        { provide: JobCancelService, useValue: new JobCancelService(jobs, status, new CreditSettlement(deps.rpc), deps.logger) },
        { provide: TutorService, useValue: new TutorService(jobs, status, new CreditSettlement(deps.rpc), deps.queues) },
        {
          provide: AudioRecapService,
          useValue: new AudioRecapService(jobs, status, new CreditSettlement(deps.rpc), deps.queues, new AudioRecapRepository(deps.dataSource), deps.storage, deps.logger),
        },
        {
          provide: StudyToolJobsService,
          useValue: new StudyToolJobsService(jobs, status, new CreditSettlement(deps.rpc), deps.queues, new StudyToolsRepository(deps.dataSource)),
        },
        { provide: LibraryService, useValue: new LibraryService(new LibraryRepository(deps.dataSource)) },
        { provide: AccountErasureQueue, useValue: deps.erasures },
        { provide: StudyPlanService, useValue: new StudyPlanService(studyPlans, deps.studyReminders, deps.publicUrl) },
        {
          provide: StudyPlanJobsService,
          useValue: new StudyPlanJobsService(jobs, status, new CreditSettlement(deps.rpc), deps.queues, studyPlans, deps.logger),
        },
        { provide: DataExportService, useValue: new DataExportService(objects, status, deps.queues) },
        {
          provide: GenerationUserDataService,
          useValue: new GenerationUserDataService(new UserRowsStore(sqlDatabaseOf(deps.dataSource), GENERATION_USER_TABLES), objects, deps.storage),
        },
      ],
    };
  }
}
