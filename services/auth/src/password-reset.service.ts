import { accountMessages, MAIL_LINK_LIFETIME_HOURS, normalizeEmail, type AccountNotice } from '@studyforge/contracts';
import type { MailOutbox } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import { AccountRepository, type AccountRecipient } from './account.repository.js';
import type { PasswordHasher } from './password-hasher.js';
import type { AccountTokensRepository } from './tokens/account-tokens.repository.js';
import { tokenDomainError } from './tokens/token-errors.js';

const HOUR_MS = 3600 * 1000;

/** Forgotten passwords: a mailed single-use link (1 hour) that sets a new password. */
export class PasswordResetService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly tokens: AccountTokensRepository,
    private readonly hasher: PasswordHasher,
    private readonly outbox: MailOutbox,
    private readonly logger: Logger,
  ) {}

  /**
   * The same answer, after the same single lookup, whether or not the address has an account: the link
   * is made and queued after the reply, so neither the answer nor its timing tells the two apart.
   */
  async request(email: string): Promise<AccountNotice> {
    const account = await this.accounts.findByEmail(normalizeEmail(email));
    if (account) setImmediate(() => void this.sendLink(account));
    return { message: accountMessages.resetRequested };
  }

  async reset(token: string, password: string): Promise<AccountNotice & { userId: string }> {
    const passwordHash = await this.hasher.hash(password);
    try {
      const userId = await this.tokens.consume('reset-password', token, async (claim, sql) => {
        await AccountRepository.applyReset(sql, claim.userId, claim.email, passwordHash);
        return claim.userId;
      });
      return { userId, message: accountMessages.passwordReset };
    } catch (error) {
      throw tokenDomainError(error, 'reset-password');
    }
  }

  private async sendLink(account: AccountRecipient): Promise<void> {
    try {
      const token = await this.tokens.issue({
        userId: account.id,
        email: account.email,
        purpose: 'reset-password',
        lifetimeMs: MAIL_LINK_LIFETIME_HOURS['reset-password'] * HOUR_MS,
      });
      await this.outbox.send({ kind: 'reset-password', to: account.email, payload: { firstName: account.firstName, token } });
    } catch (error) {
      this.logger.error({ userId: account.id, err: error instanceof Error ? error.message : String(error) }, 'reset mail not queued');
    }
  }
}
