import type { MailOutbox } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { AccountRepository } from './account.repository.js';
import { EmailVerificationService } from './email-verification.service.js';
import { PasswordChangeService } from './password-change.service.js';
import type { PasswordHasher } from './password-hasher.js';
import { PasswordResetService } from './password-reset.service.js';
import { AccountTokensRepository } from './tokens/account-tokens.repository.js';

export interface AccountDependencies {
  outbox: MailOutbox;
  logger: Logger;
}

/** The services of e-mail verification and password reset and change, wired once. */
export function accountProviders(dataSource: DataSource, hasher: PasswordHasher, deps: AccountDependencies) {
  const accounts = new AccountRepository(dataSource);
  const tokens = new AccountTokensRepository(dataSource);
  return [
    { provide: EmailVerificationService, useValue: new EmailVerificationService(accounts, tokens, deps.outbox, deps.logger) },
    { provide: PasswordResetService, useValue: new PasswordResetService(accounts, tokens, hasher, deps.outbox, deps.logger) },
    { provide: PasswordChangeService, useValue: new PasswordChangeService(accounts, hasher, deps.outbox) },
  ];
}
