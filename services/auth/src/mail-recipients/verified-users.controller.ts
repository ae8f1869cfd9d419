import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DomainError, ErrorCode } from '@studyforge/contracts';
import { parseRequest } from '@studyforge/service-kit';
import { VerifiedUsersRepository } from './verified-users.repository.js';

@Controller()
export class VerifiedUsersController {
  constructor(@Inject(VerifiedUsersRepository) private readonly users: VerifiedUsersRepository) {}

  /** The system's question (no actor): a student may not list other accounts. */
  @MessagePattern('auth.verified-user-ids')
  async verifiedUserIds(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('auth.verified-user-ids', payload);
    if (actor) throw new DomainError(ErrorCode.Forbidden, 'Only the system may list accounts.');
    return { userIds: await this.users.idsAfter(data.after, data.limit) };
  }
}
