import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DomainError, ErrorCode } from '@studyforge/contracts';
import { assertActorIs, parseRequest } from '@studyforge/service-kit';
import { AuthService } from '../auth.service.js';
import { DirectoryRepository } from './directory.repository.js';

const noAccount = () => new DomainError(ErrorCode.NotFound, 'This account no longer exists.');

/**
 * What the profile service asks of accounts. The legacy values and identities are answered to the
 * profile service only (no HTTP endpoint forwards to them; it checks who may see a profile); a rename is
 * the student's own.
 */
@Controller()
export class DirectoryController {
  constructor(
    @Inject(DirectoryRepository) private readonly directory: DirectoryRepository,
    @Inject(AuthService) private readonly auth: AuthService,
  ) {}

  @MessagePattern('auth.legacy-profile')
  async legacyProfile(@Payload() payload: unknown) {
    const { data } = parseRequest('auth.legacy-profile', payload);
    return (await this.directory.legacyProfile(data.userId)) ?? Promise.reject(noAccount());
  }

  @MessagePattern('auth.identities')
  async identities(@Payload() payload: unknown) {
    const { data } = parseRequest('auth.identities', payload);
    return { identities: await this.directory.identities(data.userIds) };
  }

  @MessagePattern('auth.update-names')
  async updateNames(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('auth.update-names', payload);
    assertActorIs(actor, data.userId);
    if (!(await this.directory.rename(data.userId, data.firstName.trim(), data.lastName.trim()))) throw noAccount();
    return this.auth.getUser(data.userId);
  }
}
