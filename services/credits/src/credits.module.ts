import { Module, type DynamicModule } from '@nestjs/common';
import { CreditsController } from './credits.controller.js';
import { CreditsRepository } from './credits.repository.js';
import { CreditsService } from './credits.service.js';
import { CreditsUserDataRepository } from './credits-user-data.repository.js';
import { CreditsUserDataController } from './user-data.controller.js';

@Module({})
export class CreditsModule {
  /** The repository is a provider too, so Nest closes its pool when the service shuts down. */
  static register(repository: CreditsRepository): DynamicModule {
    return {
      module: CreditsModule,
      controllers: [CreditsController, CreditsUserDataController],
      providers: [
        { provide: CreditsRepository, useValue: repository },
        { provide: CreditsService, useValue: new CreditsService(repository) },
        { provide: CreditsUserDataRepository, useValue: new CreditsUserDataRepository(repository) },
      ],
    };
  }
}
