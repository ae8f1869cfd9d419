import { accountMessages, MAIL_LINK_LIFETIME_HOURS, type AccountNotice } from '@studyforge/contracts';
import type { MailOutbox } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import { AccountRepository, type AccountRecipient } from './account.repository.js';
import type { AccountTokensRepository } from './tokens/account-tokens.repository.js';
import { tokenDomainError } from './tokens/token-errors.js';

const HOUR_MS = 3600 * 1000;

/** Verification links: one is mailed at sign-up and on request; opening it marks the address verified. */
export class EmailVerificationService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly tokens: AccountTokensRepository,
    private readonly outbox: MailOutbox,
    private readonly logger: Logger,
  ) {}

  /** Mails a new link; a failure is logged and never fails the request that caused it. */
  async sendLink(account: Pick<AccountRecipient, 'id' | 'email' | 'firstName'>): Promise<void> {
    try {
      const token = await this.tokens.issue({
        userId: account.id,
        email: account.email,
        purpose: 'verify-email',
        lifetimeMs: MAIL_LINK_LIFETIME_HOURS['verify-email'] * HOUR_MS,
      });
      await this.outbox.send({ kind: 'verify-email', to: account.email, payload: { firstName: account.firstName, token } });
    } catch (error) {
      this.logger.error({ userId: account.id, err: error instanceof Error ? error.message : String(error) }, 'verification mail not queued');
    }
  }

  async resend(userId: string): Promise<AccountNotice> {
    const account = await this.accounts.findById(userId);
    if (!account) return { message: accountMessages.tokenInvalid };
    if (account.emailVerified) return { message: accountMessages.alreadyVerified };
    await this.sendLink(account);
    return { message: accountMessages.verificationSent };
  }

  async verify(token: string): Promise<AccountNotice> {
    try {
      const stillTheirs = await this.tokens.consume('verify-email', token, (claim, sql) =>
        AccountRepository.markVerified(sql, claim.userId, claim.email),
      );
      return { message: stillTheirs ? accountMessages.emailVerified : accountMessages.tokenInvalid };
    } catch (error) {
      throw tokenDomainError(error, 'verify-email');
    }
  }
}
