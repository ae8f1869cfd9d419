import { createHash } from 'node:crypto';
import { normalizeEmail } from '@studyforge/contracts';
import type { GatewayConfig } from '../gateway-config.js';
import { RateLimiter, rateLimitMessages, type RateLimitRule } from './rate-limiter.js';

/**
 * Sign-in limits per client IP and per account and IP pair (so failures from a stranger's address never
 * lock the student out of their own); sign-up limits per client IP and per account (email).
 */
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
    this.signInAccount = { scope: 'signin:account-ip', limit: config.SIGNIN_LIMIT_PER_ACCOUNT, windowSeconds: signInWindow };
    this.signUpIp = { scope: 'signup:ip', limit: config.SIGNUP_LIMIT_PER_IP, windowSeconds: signUpWindow };
    this.signUpAccount = { scope: 'signup:account', limit: config.SIGNUP_LIMIT_PER_ACCOUNT, windowSeconds: signUpWindow };
  }

  async signInAttempt(ip: string, email: string): Promise<void> {
    await this.limiter.hit(this.signInIp, ip, rateLimitMessages.signIn);
    await this.limiter.hit(this.signInAccount, accountAtIp(email, ip), rateLimitMessages.signIn);
  }

  /** A successful sign-in clears the count of its account and IP pair (the IP count stays). */
  async signInSucceeded(ip: string, email: string): Promise<void> {
    await this.limiter.reset(this.signInAccount, accountAtIp(email, ip));
  }

  async signUpAttempt(ip: string, email: string): Promise<void> {
    await this.limiter.hit(this.signUpIp, ip, rateLimitMessages.signUp);
    await this.limiter.hit(this.signUpAccount, normalizeEmail(email), rateLimitMessages.signUp);
  }
}

/** The Redis key part of an account at an address, without the address in clear. */
function accountAtIp(email: string, ip: string): string {
  return createHash('sha256').update(`${normalizeEmail(email)}\n${ip}`).digest('base64url');
}
