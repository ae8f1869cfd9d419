import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { billingMessages, DomainError, ErrorCode } from '@studyforge/contracts';
import { assertActorIs, parseRequest, probe, serviceHealth } from '@studyforge/service-kit';
import { BillingDatabase } from './billing-database.js';
import { BillingEventsService } from './billing-events.service.js';
import { BillingService } from './billing.service.js';
import { PAYMENT_PROVIDER } from './billing.tokens.js';
import type { PaymentProvider } from './providers/payment-provider.js';
import { TestModeProvider } from './test-mode/test-mode-provider.js';

@Controller()
export class BillingController {
  constructor(
    @Inject(BillingService) private readonly billing: BillingService,
    @Inject(BillingEventsService) private readonly events: BillingEventsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(BillingDatabase) private readonly database: BillingDatabase,
  ) {}

  @MessagePattern('billing.config')
  config(@Payload() payload: unknown) {
    parseRequest('billing.config', payload);
    return this.billing.config();
  }

  @MessagePattern('billing.get-subscription')
  subscription(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('billing.get-subscription', payload);
    assertActorIs(actor, data.userId);
    return this.billing.summary(data.userId);
  }

  @MessagePattern('billing.get-plan')
  async plan(@Payload() payload: unknown) {
    const { data } = parseRequest('billing.get-plan', payload);
    return { plan: await this.billing.plan(data.userId) };
  }

  @MessagePattern('billing.start-checkout')
  startCheckout(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('billing.start-checkout', payload);
    assertActorIs(actor, data.userId);
    return this.billing.startCheckout(data.userId);
  }

  @MessagePattern('billing.open-portal')
  async openPortal(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('billing.open-portal', payload);
    assertActorIs(actor, data.userId);
    return { url: await this.billing.portalUrl(data.userId, data.returnUrl) };
  }

  /** From the gateway, which passes the provider's bytes and signature untouched; the signature is the authority. */
  @MessagePattern('billing.webhook')
  webhook(@Payload() payload: unknown) {
    const { data } = parseRequest('billing.webhook', payload);
    return this.events.receive(Buffer.from(data.payload, 'base64'), data.signature);
  }

  /** The client secret is the authority here, as it is for Stripe.js: /checkout needs no session. */
  @MessagePattern('billing.test-confirm')
  testConfirm(@Payload() payload: unknown) {
    const { data } = parseRequest('billing.test-confirm', payload);
    return this.testMode().confirm(data);
  }

  @MessagePattern('billing.test-authenticate')
  testAuthenticate(@Payload() payload: unknown) {
    const { data } = parseRequest('billing.test-authenticate', payload);
    return this.testMode().authenticate(data.clientSecret, data.approve);
  }

  @MessagePattern('billing.test-portal-action')
  async testPortalAction(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('billing.test-portal-action', payload);
    assertActorIs(actor, data.userId);
    await this.testMode().setCancelAtPeriodEnd(data.userId, data.action === 'cancel');
    return this.billing.summary(data.userId);
  }

  @MessagePattern('billing.health')
  health(@Payload() payload: unknown) {
    parseRequest('billing.health', payload);
    return serviceHealth('billing', { postgres: () => probe(() => this.database.ping()) });
  }

  private testMode(): TestModeProvider {
    if (!(this.provider instanceof TestModeProvider)) throw new DomainError(ErrorCode.NotFound, billingMessages.testModeOnly);
    return this.provider;
  }
}
