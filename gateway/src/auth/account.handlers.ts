import { Inject, Injectable } from '@nestjs/common';
import { accountMessages } from '@studyforge/contracts';
import type { RpcClient } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import { defineHandlers, type EndpointHandlerSet } from '../http/endpoint-handler.js';
import { SessionRegistry } from '../session/session-registry.js';
import { LOGGER, RPC_CLIENT } from '../tokens.js';
import { AccountRateLimits } from './account-rate-limits.js';
import { AuthRateLimits } from './auth-rate-limits.js';
import { SignInDeviceCookie } from './sign-in-device-cookie.js';

/** E-mail verification mails, forgotten and changed passwords, and signing out everywhere else. */
@Injectable()
export class AccountHandlers implements EndpointHandlerSet {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(AccountRateLimits) private readonly limits: AccountRateLimits,
    @Inject(SessionRegistry) private readonly sessions: SessionRegistry,
    @Inject(AuthRateLimits) private readonly signInLimits: AuthRateLimits,
    @Inject(SignInDeviceCookie) private readonly devices: SignInDeviceCookie,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  readonly handlers = defineHandlers({
    resendVerification: async ({ actor, context }) => {
      await this.limits.resendVerificationAttempt(actor.userId);
      return this.rpc.request('auth.resend-verification', { userId: actor.userId }, context);
    },

    forgotPassword: async ({ req, body, context }) => {
      await this.limits.forgotPasswordAttempt(req.ip ?? 'unknown', body.email);
      return this.rpc.request('auth.request-password-reset', body, context);
    },

    /**
     * A new password ends every session of the account, wherever it was signed in. The mailbox's owner is back:
     * the failed sign-ins from new browsers no longer hold the account, and this browser becomes one of its own.
     */
    resetPassword: async ({ req, res, body, context }) => {
      await this.limits.resetPasswordAttempt(req.ip ?? 'unknown', body.token);
      const { userId, message } = await this.rpc.request('auth.reset-password', body, context);
      await this.sessions.endSessions(userId);
      // The link proved the mailbox: the account is read on its owner's behalf.
      await this.rpc.request('auth.get-user', { userId }, { ...context, actor: { userId } }).then(
        async ({ email }) => {
          await this.signInLimits.passwordReset(email);
          this.devices.remember(req, res, email);
        },
        // The new password is set either way; the account's sign-in ceiling then ends with its window.
        (error: Error) => this.logger.warn({ userId, err: error.message }, 'sign-in ceiling not lifted after a password reset'),
      );
      return { message };
    },

    changePassword: async ({ req, actor, body, context }) => {
      await this.limits.changePasswordAttempt(actor.userId);
      const reply = await this.rpc.request('auth.change-password', { ...body, userId: actor.userId }, context);
      await this.sessions.endSessions(actor.userId, req.sessionID);
      return reply;
    },

    revokeOtherSessions: async ({ req, actor }) => {
      await this.sessions.endSessions(actor.userId, req.sessionID);
      return { message: accountMessages.otherSessionsEnded };
    },
  });
}
