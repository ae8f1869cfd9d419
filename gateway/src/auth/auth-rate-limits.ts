import { normalizeEmail } from '@studyforge/contracts';
import type { GatewayConfig } from '../gateway-config.js';
import { RateLimiter, rateLimitMessages, type RateLimitRule } from './rate-limiter.js';

/** Sign-in and sign-up limits, per client IP and per account (email). */
export class AuthRateLimits {
  private readonly signInIp: RateLimitRule;
  private readonly signInAccount: RateLimitRule;
  private readonly signUpIp: RateLimitRule;
  private readonly signUpAccount: RateLimitRule;

  constructor(
    private readonly limiter: RateLimiter,
    config: GatewayConfig,
  ) {
    const signInWindow = config.SIGNIN_WINDOW_MINUTES * 60;
    const signUpWindow = config.SIGNUP_WINDOW_MINUTES * 60;
    this.signInIp = { scope: 'signin:ip', limit: config.SIGNIN_LIMIT_PER_IP, windowSeconds: signInWindow };
    this.signInAccount = { scope: 'signin:account', limit: config.SIGNIN_LIMIT_PER_ACCOUNT, windowSeconds: signInWindow };
    this.signUpIp = { scope: 'signup:ip', limit: config.SIGNUP_LIMIT_PER_IP, windowSeconds: signUpWindow };
    this.signUpAccount = { scope: 'signup:account', limit: config.SIGNUP_LIMIT_PER_ACCOUNT, windowSeconds: signUpWindow };
  }

  async signInAttempt(ip: string, email: string): Promise<void> {
    await this.limiter.hit(this.signInIp, ip, rateLimitMessages.signIn);
    await this.limiter.hit(this.signInAccount, normalizeEmail(email), rateLimitMessages.signIn);
  }

  /** A successful sign-in clears the account's failed-attempt count (the IP count stays). */
  async signInSucceeded(email: string): Promise<void> {
    await this.limiter.reset(this.signInAccount, normalizeEmail(email));
  }

  async signUpAttempt(ip: string, email: string): Promise<void> {
    await this.limiter.hit(this.signUpIp, ip, rateLimitMessages.signUp);
    await this.limiter.hit(this.signUpAccount, normalizeEmail(email), rateLimitMessages.signUp);
  }
}
