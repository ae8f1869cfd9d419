import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { CreditReservationsController } from './credit-reservations.controller.js';
import { CreditReservationsRepository } from './credit-reservations.repository.js';
import { CreditReservationsService } from './credit-reservations.service.js';
import { CreditsController } from './credits.controller.js';
import { CreditsRepository } from './credits.repository.js';
import { CreditsService } from './credits.service.js';
import { CreditsUserDataRepository } from './credits-user-data.repository.js';
import { CreditsUserDataController } from './user-data.controller.js';

@Module({})
export class CreditsModule {
  /** The repository is a provider too, so Nest closes its pool when the service shuts down. */
  static register(repository: CreditsRepository, logger: Logger): DynamicModule {
    const reservations = new CreditReservationsRepository(repository);
    return {
      module: CreditsModule,
      controllers: [CreditsController, CreditReservationsController, CreditsUserDataController],
      providers: [
        { provide: CreditsRepository, useValue: repository },
        { provide: CreditsService, useValue: new CreditsService(repository) },
        { provide: CreditReservationsRepository, useValue: reservations },
        { provide: CreditReservationsService, useValue: new CreditReservationsService(reservations, logger) },
        { provide: CreditsUserDataRepository, useValue: new CreditsUserDataRepository(repository) },
      ],
    };
  }
}
