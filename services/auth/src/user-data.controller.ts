import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { assertActorIs, assertSystem, parseRequest } from '@studyforge/service-kit';
import { AccountDeletionService } from './account-deletion.service.js';

/** The account's part of a data export, its deletion on the student's request, and its final erasure. */
@Controller()
export class AuthUserDataController {
  constructor(@Inject(AccountDeletionService) private readonly deletion: AccountDeletionService) {}

  @MessagePattern('auth.export-user-data')
  export(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('auth.export-user-data', payload);
    assertSystem(actor);
    return this.deletion.export(data.userId);
  }

  @MessagePattern('auth.request-account-deletion')
  requestDeletion(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('auth.request-account-deletion', payload);
    assertActorIs(actor, data.userId);
    return this.deletion.requestDeletion(data.userId, data.password, data.signedInAt);
  }

  @MessagePattern('auth.erase-user-data')
  erase(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('auth.erase-user-data', payload);
    assertSystem(actor);
    return this.deletion.erase(data.userId);
  }

  @MessagePattern('auth.pending-erasures')
  pending(@Payload() payload: unknown) {
    assertSystem(parseRequest('auth.pending-erasures', payload).actor);
    return this.deletion.pendingErasures();
  }
}
