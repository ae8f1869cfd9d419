import { Module, type DynamicModule } from '@nestjs/common';
import { CreditsController } from './credits.controller.js';
import { CreditsRepository } from './credits.repository.js';
import { CreditsService } from './credits.service.js';

@Module({})
export class CreditsModule {
  /** The repository is a provider too, so Nest closes its pool when the service shuts down. */
  static register(repository: CreditsRepository): DynamicModule {
    return {
      module: CreditsModule,
      controllers: [CreditsController],
      providers: [
        { provide: CreditsRepository, useValue: repository },
        { provide: CreditsService, useValue: new CreditsService(repository) },
      ],
    };
  }
}
