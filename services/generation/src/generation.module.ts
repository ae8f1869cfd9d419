import { Module, type DynamicModule } from '@nestjs/common';
import { dataSourceProviders, JobStatusFeed, ObjectStorage, type RpcClient } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { GenerationController } from './generation.controller.js';
import { CreditSettlement } from './jobs/credit-settlement.js';
import { JobQueues } from './jobs/job-queues.js';
import { JobStatusService } from './jobs/job-status.service.js';
import { JobsRepository } from './jobs/jobs.repository.js';
import { JobsService } from './jobs/jobs.service.js';
import { LibraryRepository } from './library/library.repository.js';
import { LibraryService } from './library/library.service.js';
import type { SubjectGenerator } from './knowledge/subject-generator.js';
import { SubjectTriviaService } from './knowledge/subject-trivia.service.js';
import { WeekActivityController } from './week-activity/week-activity.controller.js';
import { WeekActivityRepository } from './week-activity/week-activity.repository.js';

export interface GenerationDependencies {
  dataSource: DataSource;
  queues: JobQueues;
  rpc: RpcClient;
  storage: ObjectStorage;
  subjects: SubjectGenerator;
  logger: Logger;
}

@Module({})
export class GenerationModule {
  static register(deps: GenerationDependencies): DynamicModule {
    const jobs = new JobsRepository(deps.dataSource);
    const status = new JobStatusService(jobs, new JobStatusFeed(deps.rpc, deps.logger));
    return {
      module: GenerationModule,
      controllers: [GenerationController, WeekActivityController],
      providers: [
        ...dataSourceProviders(deps.dataSource),
        { provide: WeekActivityRepository, useValue: new WeekActivityRepository(deps.dataSource) },
        { provide: ObjectStorage, useValue: deps.storage },
        { provide: JobQueues, useValue: deps.queues },
        { provide: SubjectTriviaService, useValue: new SubjectTriviaService(deps.subjects) },
        { provide: JobsService, useValue: new JobsService(jobs, status, new CreditSettlement(deps.rpc), deps.queues) },
        { provide: LibraryService, useValue: new LibraryService(new LibraryRepository(deps.dataSource)) },
      ],
    };
  }
}
