import { Module, type DynamicModule } from '@nestjs/common';
import { dataSourceProviders } from '@studyforge/service-kit';
import type { DataSource } from 'typeorm';
import { CreditsController } from './credits.controller.js';
import { CreditsRepository } from './credits.repository.js';
import { CreditsService } from './credits.service.js';

@Module({})
export class CreditsModule {
  static register(dataSource: DataSource): DynamicModule {
    return {
      module: CreditsModule,
      controllers: [CreditsController],
      providers: [
        ...dataSourceProviders(dataSource),
        { provide: CreditsService, useValue: new CreditsService(new CreditsRepository(dataSource)) },
      ],
    };
  }
}
