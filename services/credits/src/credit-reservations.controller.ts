import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { parseRequest } from '@studyforge/service-kit';
import { CreditReservationsRepository } from './credit-reservations.repository.js';
import { CreditReservationsService } from './credit-reservations.service.js';

/** Reservations come from the services that charge for work (generation, trivia), never from a browser. */
@Controller()
export class CreditReservationsController {
  constructor(
    @Inject(CreditReservationsService) private readonly reservations: CreditReservationsService,
    @Inject(CreditReservationsRepository) private readonly repository: CreditReservationsRepository,
  ) {}

  @MessagePattern('credits.reserve')
  reserve(@Payload() payload: unknown) {
    return this.reservations.reserve(parseRequest('credits.reserve', payload).data);
  }

  @MessagePattern('credits.settle')
  settle(@Payload() payload: unknown) {
    return this.reservations.settle(parseRequest('credits.settle', payload).data);
  }

  @MessagePattern('credits.release')
  release(@Payload() payload: unknown) {
    return this.reservations.release(parseRequest('credits.release', payload).data);
  }

  @MessagePattern('credits.stale-reservations')
  async stale(@Payload() payload: unknown) {
    const { data } = parseRequest('credits.stale-reservations', payload);
    return { reservations: await this.repository.stale(data.olderThanMs, data.limit, data.afterKey) };
  }
}
