import { accountMessages, DomainError, ErrorCode, type AccountNotice } from '@studyforge/contracts';
import type { MailOutbox } from '@studyforge/service-kit';
import type { AccountRepository } from './account.repository.js';
import type { PasswordHasher } from './password-hasher.js';

/** A signed-in student changes their password; the current one is required, and earlier reset links stop working. */
export class PasswordChangeService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly outbox: MailOutbox,
  ) {}

  async change(userId: string, currentPassword: string, newPassword: string): Promise<AccountNotice> {
    const account = await this.accounts.findById(userId);
    if (!account) throw new DomainError(ErrorCode.Unauthenticated, 'Your account no longer exists. Please sign up again.');
    const currentHash = await this.accounts.passwordHashOf(userId);
    if (currentHash === null) throw new DomainError(ErrorCode.ValidationFailed, accountMessages.noPasswordYet);
    if (!(await this.hasher.verify(currentHash, currentPassword))) {
      throw new DomainError(ErrorCode.ValidationFailed, accountMessages.currentPasswordWrong);
    }
    if (currentPassword === newPassword) throw new DomainError(ErrorCode.ValidationFailed, accountMessages.samePassword);
    await this.accounts.changePassword(userId, await this.hasher.hash(newPassword));
    await this.outbox.send({ kind: 'password-changed', to: account.email, payload: { firstName: account.firstName } });
    return { message: accountMessages.passwordChanged };
  }
}
