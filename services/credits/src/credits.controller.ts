import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { assertActorIs, parseRequest, probe, serviceHealth } from '@studyforge/service-kit';
import { CreditsRepository } from './credits.repository.js';
import { CreditsService } from './credits.service.js';

@Controller()
export class CreditsController {
  constructor(
    @Inject(CreditsService) private readonly credits: CreditsService,
    @Inject(CreditsRepository) private readonly repository: CreditsRepository,
  ) {}

  @MessagePattern('credits.balance')
  balance(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('credits.balance', payload);
    assertActorIs(actor, data.userId);
    return this.credits.balance(data.userId);
  }

  @MessagePattern('credits.stats')
  stats(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('credits.stats', payload);
    assertActorIs(actor, data.userId);
    return this.credits.stats(data.userId);
  }

  /** Debit, refund and grant come from other services (generation, trivia, billing), never from a browser. */
  @MessagePattern('credits.debit')
  debit(@Payload() payload: unknown) {
    return this.credits.debit(parseRequest('credits.debit', payload).data);
  }

  @MessagePattern('credits.refund')
  refund(@Payload() payload: unknown) {
    return this.credits.refund(parseRequest('credits.refund', payload).data);
  }

  @MessagePattern('credits.grant')
  grant(@Payload() payload: unknown) {
    return this.credits.grant(parseRequest('credits.grant', payload).data);
  }

  @MessagePattern('credits.health')
  health(@Payload() payload: unknown) {
    parseRequest('credits.health', payload);
    return serviceHealth('credits', { postgres: () => probe(() => this.repository.ping()) });
  }
}
