import { Inject, Injectable } from '@nestjs/common';
import type { RpcClient } from '@studyforge/service-kit';
import type { Request } from 'express';
import { defineHandlers, type EndpointHandlerSet } from '../http/endpoint-handler.js';
import { rpcContextOf } from '../http/request-context.js';
import { SessionCookie } from '../session/session-cookie.js';
import { SessionRegistry } from '../session/session-registry.js';
import { RPC_CLIENT } from '../tokens.js';
import { AuthRateLimits } from './auth-rate-limits.js';
import { CurrentUserService } from './current-user.service.js';
import { SignInDeviceCookie } from './sign-in-device-cookie.js';

/**
 * Sessions: sign-up and sign-in (rate limited per IP and per account, more leniently from a browser the
 * account signed in from before), sign-out, and the current user.
 */
@Injectable()
export class AuthHandlers implements EndpointHandlerSet {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(AuthRateLimits) private readonly limits: AuthRateLimits,
    @Inject(CurrentUserService) private readonly currentUser: CurrentUserService,
    @Inject(SessionRegistry) private readonly sessions: SessionRegistry,
    @Inject(SessionCookie) private readonly sessionCookie: SessionCookie,
    @Inject(SignInDeviceCookie) private readonly devices: SignInDeviceCookie,
  ) {}

  readonly handlers = defineHandlers({
    getCurrentUser: ({ actor, context }) => this.currentUser.load(actor.userId, context),

    signUp: async ({ req, body, context }) => {
      await this.limits.signUpAttempt(req.ip ?? 'unknown', body.email);
      return this.rpc.request('auth.sign-up', body, context);
    },

    /**
     * Counts the attempt, checks the password, then logs in (a new session id), marks the browser as one the
     * account signed in from, and answers as the user now signed in.
     */
    signIn: async ({ req, res, body, context }) => {
      const device = this.devices.deviceOf(req, body.email);
      await this.limits.signInAttempt(req.ip ?? 'unknown', body.email, device);
      const user = await this.rpc.request('auth.verify-credentials', body, context);
      await logIn(req, { id: user.id });
      await this.sessions.signedIn(req);
      await this.limits.signInSucceeded(req.ip ?? 'unknown', body.email, device);
      this.devices.remember(req, res, body.email);
      return this.currentUser.load(user.id, rpcContextOf(req));
    },

    /** Ends the session server-side, forgets the cookie and sends the browser home. */
    signOut: ({ req, res }) => {
      const done = () => {
        this.sessionCookie.clear(res);
        res.redirect(302, '/');
      };
      if (!req.session) return done();
      req.session.destroy(() => done());
    },
  });
}

function logIn(req: Request, user: Express.User): Promise<void> {
  return new Promise((resolve, reject) => req.logIn(user, (error: unknown) => (error ? reject(error) : resolve())));
}
