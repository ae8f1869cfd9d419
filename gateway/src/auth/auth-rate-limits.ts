import { createHash } from 'node:crypto';
import { ErrorCode, normalizeEmail, signInThrottledMessage } from '@studyforge/contracts';
import type { GatewayConfig } from '../gateway-config.js';
import { RateLimiter, rateLimitMessages, type RateLimitRule } from './rate-limiter.js';

/**
 * Sign-in limits: per client IP; from a browser the account has signed in from before (its device, see
 * sign-in-device-cookie.ts), per device; from any other browser, per account and IP pair (so one stranger's
 * address never locks the student out of their own) and, for all of them together, a ceiling per account
 * that changing addresses does not lift. The ceiling counts every address asked for, whether or not an
 * account has it, so its answer never tells which exist. Sign-up limits: per client IP and per account (email).
 */
export class AuthRateLimits {
  private readonly signInIp: RateLimitRule;
  private readonly signInAccount: RateLimitRule;
  private readonly signInNewDevices: RateLimitRule;
  private readonly signInDevice: RateLimitRule;
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
    this.signInNewDevices = {
      scope: 'signin:account-new-devices',
      limit: config.SIGNIN_LIMIT_NEW_DEVICES_PER_ACCOUNT,
      windowSeconds: signInWindow,
      code: ErrorCode.SignInThrottled,
    };
    this.signInDevice = { scope: 'signin:device', limit: config.SIGNIN_LIMIT_PER_DEVICE, windowSeconds: signInWindow };
    this.signUpIp = { scope: 'signup:ip', limit: config.SIGNUP_LIMIT_PER_IP, windowSeconds: signUpWindow };
    this.signUpAccount = { scope: 'signup:account', limit: config.SIGNUP_LIMIT_PER_ACCOUNT, windowSeconds: signUpWindow };
  }

  /**
   * Counts the attempt before the password is checked (so parallel guesses cannot slip past a limit), from
   * `device` (a browser the account signed in from) or from a browser new to it (null).
   */
  async signInAttempt(ip: string, email: string, device: string | null): Promise<void> {
    await this.limiter.hit(this.signInIp, ip, rateLimitMessages.signIn);
    if (device) return this.limiter.hit(this.signInDevice, device, rateLimitMessages.signIn);
    await this.limiter.hit(this.signInAccount, accountAtIp(email, ip), rateLimitMessages.signIn);
    await this.limiter.hit(this.signInNewDevices, digest(normalizeEmail(email)), signInThrottledMessage);
  }

  /**
   * A successful sign-in clears its device's count, or its account and IP pair's; from a new browser it takes its
   * own attempt back from the account's ceiling, whose failures stay counted. The IP count stays.
   */
  async signInSucceeded(ip: string, email: string, device: string | null): Promise<void> {
    if (device) return this.limiter.reset(this.signInDevice, device);
    await this.limiter.reset(this.signInAccount, accountAtIp(email, ip));
    await this.limiter.refund(this.signInNewDevices, digest(normalizeEmail(email)));
  }

  /** The mailbox's owner set a new password: the failures counted against the account from new browsers no longer hold it. */
  async passwordReset(email: string): Promise<void> {
    await this.limiter.reset(this.signInNewDevices, digest(normalizeEmail(email)));
  }

  async signUpAttempt(ip: string, email: string): Promise<void> {
    await this.limiter.hit(this.signUpIp, ip, rateLimitMessages.signUp);
    await this.limiter.hit(this.signUpAccount, normalizeEmail(email), rateLimitMessages.signUp);
  }
}

/** The Redis key part of an account at an address, without the address in clear. */
function accountAtIp(email: string, ip: string): string {
  return digest(`${normalizeEmail(email)}\n${ip}`);
}

function digest(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
