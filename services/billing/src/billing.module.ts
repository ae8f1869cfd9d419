import { Module, type DynamicModule } from '@nestjs/common';
import { BillingDatabase } from './billing-database.js';
import { BillingEventsService } from './billing-events.service.js';
import { BillingUserDataController } from './billing-user-data.controller.js';
import { BillingController } from './billing.controller.js';
import { BillingRepository } from './billing.repository.js';
import { BillingService } from './billing.service.js';
import { PAYMENT_PROVIDER } from './billing.tokens.js';
import type { PaymentProvider } from './providers/payment-provider.js';

export interface BillingParts {
  database: BillingDatabase;
  repository: BillingRepository;
  provider: PaymentProvider;
  billing: BillingService;
  events: BillingEventsService;
}

@Module({})
export class BillingModule {
  /** The database is a provider too, so Nest closes its pool when the service shuts down. */
  static register(parts: BillingParts): DynamicModule {
    return {
      module: BillingModule,
      controllers: [BillingController, BillingUserDataController],
      providers: [
        { provide: BillingDatabase, useValue: parts.database },
        { provide: BillingRepository, useValue: parts.repository },
        { provide: PAYMENT_PROVIDER, useValue: parts.provider },
        { provide: BillingService, useValue: parts.billing },
        { provide: BillingEventsService, useValue: parts.events },
      ],
    };
  }
}
