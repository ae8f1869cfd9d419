import { createHash } from 'node:crypto';
import { normalizeEmail } from '@studyforge/contracts';
import type { AccountLimitsConfig } from './account-limits-config.js';
import type { RateLimiter, RateLimitRule } from './rate-limiter.js';

const waitMinutes = (minutes: number) => `Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;

export const accountRateLimitMessages = {
  forgotPassword: (minutes: number) => `Too many password reset requests. ${waitMinutes(minutes)}`,
  resetPassword: (minutes: number) => `Too many attempts to set a new password. ${waitMinutes(minutes)}`,
  resendVerification: (minutes: number) => `You have asked for several verification emails already. ${waitMinutes(minutes)}`,
  changePassword: (minutes: number) => `Too many attempts to change your password. ${waitMinutes(minutes)}`,
};

/** Limits of forgot/reset password (per IP and per address or link), resend-verification and change-password (per account). */
export class AccountRateLimits {
  private readonly forgotIp: RateLimitRule;
  private readonly forgotAddress: RateLimitRule;
  private readonly resetIp: RateLimitRule;
  private readonly resetLink: RateLimitRule;
  private readonly resend: RateLimitRule;
  private readonly change: RateLimitRule;

  constructor(
    private readonly limiter: RateLimiter,
    config: AccountLimitsConfig,
  ) {
    const windowSeconds = config.ACCOUNT_MAIL_WINDOW_MINUTES * 60;
    this.forgotIp = { scope: 'forgot:ip', limit: config.FORGOT_PASSWORD_LIMIT_PER_IP, windowSeconds };
    this.forgotAddress = { scope: 'forgot:address', limit: config.FORGOT_PASSWORD_LIMIT_PER_ADDRESS, windowSeconds };
    this.resetIp = { scope: 'reset:ip', limit: config.RESET_PASSWORD_LIMIT_PER_IP, windowSeconds };
    this.resetLink = { scope: 'reset:link', limit: config.RESET_PASSWORD_LIMIT_PER_LINK, windowSeconds };
    this.resend = { scope: 'resend-verification:account', limit: config.RESEND_VERIFICATION_LIMIT_PER_ACCOUNT, windowSeconds };
    this.change = { scope: 'change-password:account', limit: config.CHANGE_PASSWORD_LIMIT_PER_ACCOUNT, windowSeconds };
  }

  async forgotPasswordAttempt(ip: string, email: string): Promise<void> {
    await this.limiter.hit(this.forgotIp, ip, accountRateLimitMessages.forgotPassword);
    await this.limiter.hit(this.forgotAddress, digest(normalizeEmail(email)), accountRateLimitMessages.forgotPassword);
  }

  /** A reset carries a link, not an address: it is counted per IP and per link (a guessed link is counted too). */
  async resetPasswordAttempt(ip: string, token: string): Promise<void> {
    await this.limiter.hit(this.resetIp, ip, accountRateLimitMessages.resetPassword);
    await this.limiter.hit(this.resetLink, digest(token), accountRateLimitMessages.resetPassword);
  }

  async resendVerificationAttempt(userId: string): Promise<void> {
    await this.limiter.hit(this.resend, userId, accountRateLimitMessages.resendVerification);
  }

  async changePasswordAttempt(userId: string): Promise<void> {
    await this.limiter.hit(this.change, userId, accountRateLimitMessages.changePassword);
  }
}

/** Redis keys never hold an address or a link in clear. */
function digest(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
