import { Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CreditsController } from './credits.controller.js';
import { CreditsRepository } from './credits.repository.js';
import { CreditsService } from './credits.service.js';

@Module({})
export class CreditsModule implements OnApplicationShutdown {
  private static dataSource?: DataSource;

  static register(dataSource: DataSource): DynamicModule {
    CreditsModule.dataSource = dataSource;
    return {
      module: CreditsModule,
      controllers: [CreditsController],
      providers: [
        { provide: DataSource, useValue: dataSource },
        { provide: CreditsService, useValue: new CreditsService(new CreditsRepository(dataSource)) },
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (CreditsModule.dataSource?.isInitialized) await CreditsModule.dataSource.destroy();
  }
}
