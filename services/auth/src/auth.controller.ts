import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { assertActorIs, checkDatabase, parseRequest, serviceHealth } from '@studyforge/service-kit';
import { DataSource } from 'typeorm';
import { AuthService } from './auth.service.js';
import { EmailVerificationService } from './email-verification.service.js';

@Controller()
export class AuthController {
  constructor(
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(EmailVerificationService) private readonly verification: EmailVerificationService,
  ) {}

  @MessagePattern('auth.sign-up')
  async signUp(@Payload() payload: unknown) {
    const user = await this.auth.signUp(parseRequest('auth.sign-up', payload).data);
    await this.verification.sendLink(user);
    return user;
  }

  @MessagePattern('auth.verify-credentials')
  verifyCredentials(@Payload() payload: unknown) {
    const { data } = parseRequest('auth.verify-credentials', payload);
    return this.auth.verifyCredentials(data.email, data.password);
  }

  @MessagePattern('auth.get-user')
  getUser(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('auth.get-user', payload);
    assertActorIs(actor, data.userId);
    return this.auth.getUser(data.userId);
  }

  @MessagePattern('auth.health')
  health(@Payload() payload: unknown) {
    parseRequest('auth.health', payload);
    return serviceHealth('auth', { postgres: () => checkDatabase(this.dataSource) });
  }
}
