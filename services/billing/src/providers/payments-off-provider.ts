import { billingMessages, DomainError, ErrorCode } from '@studyforge/contracts';
import { InvalidSignature, type NewSubscription, type PaymentProvider, type ProviderEvent, type ProviderSubscription } from './payment-provider.js';

const notSetUp = () => new DomainError(ErrorCode.ProviderNotConfigured, billingMessages.paymentsOff);

/**
 * No payment provider: neither Stripe's keys nor BILLING_TEST_MODE=true. Nothing is sold and no event is
 * believed; ending a subscription at the provider has nothing to end (an erased account still erases).
 */
export class PaymentsOffProvider implements PaymentProvider {
  readonly mode = 'off' as const;
  readonly publishableKey = null;

  createCustomer(): Promise<string> {
    return Promise.reject(notSetUp());
  }

  createSubscription(): Promise<NewSubscription> {
    return Promise.reject(notSetUp());
  }

  clientSecretOf(): Promise<string | null> {
    return Promise.resolve(null);
  }

  retrieveSubscription(): Promise<ProviderSubscription> {
    return Promise.reject(notSetUp());
  }

  cancelNow(): Promise<void> {
    return Promise.resolve();
  }

  portalUrl(): Promise<string> {
    return Promise.reject(notSetUp());
  }

  parseEvent(): ProviderEvent {
    throw new InvalidSignature('payments are not set up: no event is expected');
  }
}
