import { accountDataMessages, DomainError, ErrorCode, RECENT_SIGN_IN_MINUTES, type ExportUserDataReply } from '@studyforge/contracts';
import type { MailOutbox } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import type { AccountDeletionRepository } from './account-deletion.repository.js';
import type { PasswordHasher } from './password-hasher.js';

/** Data & Export in auth: the account's part of the export, closing it on request, and erasing it last. */
export class AccountDeletionService {
  constructor(
    private readonly accounts: AccountDeletionRepository,
    private readonly hasher: PasswordHasher,
    private readonly mail: { outbox: Pick<MailOutbox, 'forget'>; logger: Logger } | null,
    private readonly now: () => number = Date.now,
  ) {}

  async export(userId: string): Promise<ExportUserDataReply> {
    const { account, providerLinks } = await this.accounts.exportOf(userId);
    return {
      files: [
        { name: 'account.json', description: 'Your account: e-mail address, names, plan and dates (never your password)', content: account, temporary: false },
        { name: 'sign-in-providers.json', description: 'The Google or hosted-platform accounts you sign in with', content: providerLinks, temporary: false },
      ],
      next: null,
    };
  }

  /**
   * The password proves it is the student; an account without one needs a provider sign-in in the last
   * few minutes. Asking twice is harmless.
   */
  async requestDeletion(userId: string, password: string | null, signedInAt: number | null): Promise<{ deletionRequestedAt: string }> {
    const account = await this.accounts.findCandidate(userId);
    if (!account) throw new DomainError(ErrorCode.Unauthenticated, 'Your account no longer exists.');
    if (account.deletionRequestedAt) return { deletionRequestedAt: account.deletionRequestedAt.toISOString() };
    if (account.passwordHash !== null) {
      if (!password) throw new DomainError(ErrorCode.ValidationFailed, accountDataMessages.passwordRequired);
      if (!(await this.hasher.verify(account.passwordHash, password))) throw new DomainError(ErrorCode.ValidationFailed, accountDataMessages.passwordWrong);
    } else if (signedInAt === null || this.now() - signedInAt > RECENT_SIGN_IN_MINUTES * 60_000) {
      throw new DomainError(ErrorCode.Forbidden, accountDataMessages.signInAgain);
    }
    const { at, formerEmail } = await this.accounts.close(userId);
    await this.forgetMail(userId, formerEmail);
    return { deletionRequestedAt: at.toISOString() };
  }

  /** Mails to the old address kept by the queue go too; if the queue is away, they expire with it (logged). */
  private async forgetMail(userId: string, email: string): Promise<void> {
    if (!this.mail) return;
    await this.mail.outbox.forget(email).catch((error: Error) => this.mail!.logger.warn({ userId, err: error.message }, 'queued mail of a closed account not removed'));
  }

  /** The last step of an erasure: refused for an account that was never closed. */
  async erase(userId: string): Promise<{ erased: true; counts: Record<string, number> }> {
    const users = await this.accounts.eraseClosed(userId);
    if (users === null) throw new DomainError(ErrorCode.Conflict, 'This account was not closed: its deletion was never asked for.');
    return { erased: true, counts: { users } };
  }

  async pendingErasures(): Promise<{ userIds: string[] }> {
    return { userIds: await this.accounts.pendingErasures() };
  }
}
