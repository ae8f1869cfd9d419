import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { assertActorIs, parseRequest } from '@studyforge/service-kit';
import { EmailVerificationService } from './email-verification.service.js';
import { PasswordChangeService } from './password-change.service.js';
import { PasswordResetService } from './password-reset.service.js';

/** E-mail verification, password reset and password change. */
@Controller()
export class AccountController {
  constructor(
    @Inject(EmailVerificationService) private readonly verification: EmailVerificationService,
    @Inject(PasswordResetService) private readonly reset: PasswordResetService,
    @Inject(PasswordChangeService) private readonly change: PasswordChangeService,
  ) {}

  @MessagePattern('auth.verify-email')
  verifyEmail(@Payload() payload: unknown) {
    return this.verification.verify(parseRequest('auth.verify-email', payload).data.token);
  }

  @MessagePattern('auth.resend-verification')
  resendVerification(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('auth.resend-verification', payload);
    assertActorIs(actor, data.userId);
    return this.verification.resend(data.userId);
  }

  @MessagePattern('auth.request-password-reset')
  requestPasswordReset(@Payload() payload: unknown) {
    return this.reset.request(parseRequest('auth.request-password-reset', payload).data.email);
  }

  @MessagePattern('auth.reset-password')
  resetPassword(@Payload() payload: unknown) {
    const { data } = parseRequest('auth.reset-password', payload);
    return this.reset.reset(data.token, data.password);
  }

  @MessagePattern('auth.change-password')
  changePassword(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('auth.change-password', payload);
    assertActorIs(actor, data.userId);
    return this.change.change(data.userId, data.currentPassword, data.newPassword);
  }
}
