import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  ErrorCode,
  PROVIDER_NOT_CONFIGURED_REDIRECT,
  providerSignInErrorRedirect,
  type ProviderSignInErrorCode,
  type SignInProvider,
} from '@studyforge/contracts';
import type { RpcClient } from '@studyforge/service-kit';
import type { Request, Response } from 'express';
import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import { rpcContextOf } from '../../http/request-context.js';
import { SessionRegistry } from '../../session/session-registry.js';
import { LOGGER, RPC_CLIENT } from '../../tokens.js';
import { providerSignInFrom } from './provider-claims.js';
import { describeError, ProviderUnavailableError, type ProviderDiscovery } from './provider-discovery.js';
import { SignInProviders } from './sign-in-providers.js';

/** How long a started sign-in may wait for the provider's answer. */
export const SIGN_IN_FLOW_TTL_MS = 10 * 60 * 1000;

/** Where a completed sign-in lands. */
const SIGNED_IN_REDIRECT = '/dashboard';

/** A started sign-in, kept in the server-side session until its callback (used once). */
interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  startedAt: number;
}

declare module 'express-session' {
  interface SessionData {
    providerSignIn?: Partial<Record<SignInProvider, PendingSignIn>>;
  }
}

/** A sign-in that cannot go on: the browser goes back to /signin with this code. */
class SignInRefused extends Error {
  constructor(readonly code: ProviderSignInErrorCode) {
    super(code);
  }
}

/**
 * OpenID Connect sign-in (authorization code flow with PKCE, state and nonce): `start` sends the browser
 * to the provider, `finish` checks its answer, exchanges the code, verifies the ID token (issuer,
 * audience, nonce, expiry), then has the auth service sign in, link or create the account, and logs in
 * with a new session id. Every refusal is a redirect to /signin?authError=<code>, never an error page.
 */
@Injectable()
export class ProviderSignInService {
  constructor(
    @Inject(SignInProviders) private readonly providers: SignInProviders,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SessionRegistry) private readonly sessions: SessionRegistry,
  ) {}

  async start(provider: SignInProvider, req: Request, res: Response): Promise<void> {
    const client = this.providers.get(provider);
    if (!client) return res.redirect(302, PROVIDER_NOT_CONFIGURED_REDIRECT);
    try {
      const config = await client.configuration();
      const pending: PendingSignIn = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        startedAt: Date.now(),
      };
      const authorizationUrl = oidc.buildAuthorizationUrl(config, {
        redirect_uri: client.settings.redirectUri,
        scope: 'openid email profile',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      });
      req.session.providerSignIn = { ...req.session.providerSignIn, [provider]: pending };
      // A visitor's session only has to outlive the trip to the provider; signing in starts a full one.
      if (!req.isAuthenticated()) req.session.cookie.maxAge = SIGN_IN_FLOW_TTL_MS;
      await saveSession(req);
      res.redirect(302, authorizationUrl.href);
    } catch (error) {
      this.refuse(res, provider, error instanceof ProviderUnavailableError ? 'provider-unavailable' : 'sign-in-unavailable', error);
    }
  }

  async finish(provider: SignInProvider, req: Request, res: Response): Promise<void> {
    const client = this.providers.get(provider);
    if (!client) return res.redirect(302, PROVIDER_NOT_CONFIGURED_REDIRECT);
    try {
      const pending = takePending(req, provider);
      const currentUrl = callbackUrl(client, req);
      const answer = currentUrl.searchParams;
      if (!pending || Date.now() - pending.startedAt > SIGN_IN_FLOW_TTL_MS) throw new SignInRefused('sign-in-expired');
      if (answer.get('state') !== pending.state) throw new SignInRefused('invalid-state');
      const providerError = answer.get('error');
      if (providerError) {
        if (providerError === 'access_denied') throw new SignInRefused('cancelled');
        this.logger.warn({ provider, error: providerError.slice(0, 100) }, 'the sign-in provider answered with an error');
        throw new SignInRefused('provider-error');
      }
      const claims = await this.verifiedClaims(client, currentUrl, pending);
      const { userId, outcome } = await this.rpc.request('auth.provider-sign-in', providerSignInFrom(provider, claims), rpcContextOf(req));
      await logIn(req, { id: userId });
      await this.sessions.signedIn(req);
      this.logger.info({ provider, outcome, userId }, 'signed in through a provider');
      res.redirect(302, SIGNED_IN_REDIRECT);
    } catch (error) {
      this.refuse(res, provider, refusalCode(error), error);
    }
  }

  /** The code exchanged (with the PKCE verifier) and the ID token checked; user info fills in a missing address. */
  private async verifiedClaims(client: ProviderDiscovery, currentUrl: URL, pending: PendingSignIn): Promise<Record<string, unknown>> {
    const config = await client.configuration();
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims: Record<string, unknown> = { ...tokens.claims() };
    if (typeof claims.email !== 'string' && config.serverMetadata().userinfo_endpoint) {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub));
      return { ...info, ...claims, email: info.email, email_verified: info.email_verified };
    }
    return claims;
  }

  private refuse(res: Response, provider: SignInProvider, code: ProviderSignInErrorCode, error: unknown): void {
    if (!(error instanceof SignInRefused) && !(error instanceof ProviderUnavailableError)) {
      this.logger.warn({ provider, code, err: describeError(error) }, 'a provider sign-in did not complete');
    }
    if (!res.headersSent) res.redirect(302, providerSignInErrorRedirect(code));
  }
}

/** The pending sign-in of this provider, removed from the session so its answer is accepted once only. */
function takePending(req: Request, provider: SignInProvider): PendingSignIn | null {
  const pending = req.session?.providerSignIn?.[provider];
  if (pending && req.session.providerSignIn) delete req.session.providerSignIn[provider];
  return pending ?? null;
}

/** The callback as the provider called it: the configured redirect URI (PUBLIC_URL) with the query received. */
function callbackUrl(client: ProviderDiscovery, req: Request): URL {
  const url = new URL(client.settings.redirectUri);
  url.search = new URL(req.originalUrl, 'http://callback.invalid').search;
  return url;
}

function refusalCode(error: unknown): ProviderSignInErrorCode {
  if (error instanceof SignInRefused) return error.code;
  if (error instanceof ProviderUnavailableError) return 'provider-unavailable';
  if (error instanceof DomainError) {
    if (error.code === ErrorCode.Forbidden) return 'email-not-verified';
    if (error.code === ErrorCode.Conflict) return 'account-not-verified';
    if (error.code === ErrorCode.UnprocessableContent) return 'email-missing';
    return 'sign-in-unavailable';
  }
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) return 'provider-error';
  if (error instanceof TypeError) return 'provider-unavailable';
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'OAUTH_TIMEOUT' || code === 'OAUTH_ABORT' || code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || code === 'OAUTH_RESPONSE_IS_NOT_JSON') {
    return 'provider-unavailable';
  }
  return 'provider-error';
}

function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error: unknown) => (error ? reject(error) : resolve())));
}

function logIn(req: Request, user: Express.User): Promise<void> {
  return new Promise((resolve, reject) => req.logIn(user, (error: unknown) => (error ? reject(error) : resolve())));
}
