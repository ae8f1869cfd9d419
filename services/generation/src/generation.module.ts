import { Module, type DynamicModule } from '@nestjs/common';
import { dataSourceProviders, ObjectStorage, type RpcClient } from '@studyforge/service-kit';
import type { DataSource } from 'typeorm';
import { GenerationController } from './generation.controller.js';
import { JobQueue } from './jobs/job-queue.js';
import { JobsRepository } from './jobs/jobs.repository.js';
import { JobsService } from './jobs/jobs.service.js';
import { LibraryRepository } from './library/library.repository.js';
import { LibraryService } from './library/library.service.js';
import { SubjectGenerator } from './knowledge/subject-generator.js';

export interface GenerationDependencies {
  dataSource: DataSource;
  queue: JobQueue;
  rpc: RpcClient;
  storage: ObjectStorage;
  subjects: SubjectGenerator;
}

@Module({})
export class GenerationModule {
  static register(deps: GenerationDependencies): DynamicModule {
    return {
      module: GenerationModule,
      controllers: [GenerationController],
      providers: [
        ...dataSourceProviders(deps.dataSource),
        { provide: ObjectStorage, useValue: deps.storage },
        { provide: JobQueue, useValue: deps.queue },
        { provide: SubjectGenerator, useValue: deps.subjects },
        { provide: JobsService, useValue: new JobsService(new JobsRepository(deps.dataSource), deps.queue, deps.rpc) },
        { provide: LibraryService, useValue: new LibraryService(new LibraryRepository(deps.dataSource)) },
      ],
    };
  }
}
