import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import type { SignInProviderSettings } from './sign-in-providers-config.js';

/** Seconds one request to a provider (discovery, token exchange, user info, keys) may take. */
const PROVIDER_TIMEOUT_SECONDS = 8;

export class ProviderUnavailableError extends Error {
  constructor(provider: string) {
    super(`the ${provider} sign-in provider could not be reached`);
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * A provider's OpenID configuration, discovered on first use rather than at boot (a provider that is down
 * never stops the gateway). A failed discovery is not kept: the next sign-in tries again.
 */
export class ProviderDiscovery {
  private discovered: Promise<oidc.Configuration> | null = null;

  constructor(
    readonly settings: SignInProviderSettings,
    private readonly logger: Logger,
  ) {}

  configuration(): Promise<oidc.Configuration> {
    this.discovered ??= this.discover().catch((error: unknown) => {
      this.discovered = null;
      this.logger.warn({ provider: this.settings.provider, issuer: this.settings.issuer.href, err: describeError(error) }, 'sign-in provider discovery failed');
      throw new ProviderUnavailableError(this.settings.provider);
    });
    return this.discovered;
  }

  private discover(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret } = this.settings;
    return oidc.discovery(issuer, clientId, { client_secret: clientSecret }, oidc.ClientSecretPost(clientSecret), {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      // Plain HTTP only for a local provider in development and tests; production requires HTTPS (checked at start-up).
      execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
    });
  }
}

/** An error as logs may show it: its kind, code and message, never a response body or a token. */
export function describeError(error: unknown): { name: string; code?: string; message: string } {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const code = (error as { code?: unknown }).code;
  return { name: error.name, ...(typeof code === 'string' ? { code } : {}), message: error.message };
}
