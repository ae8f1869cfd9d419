import { API_ENDPOINTS, DEFAULT_PROVIDER_LABELS, type SignInProvider } from '@studyforge/contracts';
import { blankAsUnset } from '@studyforge/service-kit';
import { z } from 'zod';

const GOOGLE_ISSUER = 'https://accounts.google.com';

const issuerUrl = z
  .string()
  .trim()
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && !url.search && !url.hash;
      } catch {
        return false;
      }
    },
    { error: 'must be an issuer URL such as https://accounts.google.com' },
  );

const optionalText = blankAsUnset(z.string().trim().min(1).optional());

/** The gateway's third-party sign-in settings (part of the gateway's config). */
export const signInProvidersEnvSchema = z.object({
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /** Only tests point this elsewhere (a local OpenID provider). */
  GOOGLE_ISSUER_URL: blankAsUnset(issuerUrl.default(GOOGLE_ISSUER)),
  OIDC_ISSUER_URL: blankAsUnset(issuerUrl.optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_BUTTON_LABEL: blankAsUnset(z.string().trim().min(1).max(60, { error: 'must be at most 60 characters' }).default(DEFAULT_PROVIDER_LABELS.oidc)),
});

type SignInProvidersEnv = z.output<typeof signInProvidersEnvSchema> & { NODE_ENV: string; PUBLIC_URL?: string | undefined };

/**
 * Google needs both its client id and secret; the hosted platform its issuer, client id and secret; the
 * callback addresses are built from PUBLIC_URL; in production every issuer is HTTPS.
 */
export function checkSignInProviders(env: SignInProvidersEnv, ctx: z.RefinementCtx): void {
  const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    problem(env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID', 'Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
  }
  const oidcParts = { OIDC_ISSUER_URL: env.OIDC_ISSUER_URL, OIDC_CLIENT_ID: env.OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: env.OIDC_CLIENT_SECRET };
  const oidcSet = Object.values(oidcParts).filter(Boolean).length;
  if (oidcSet > 0 && oidcSet < 3) {
    for (const [name, value] of Object.entries(oidcParts)) {
      if (!value) problem(name, 'the hosted platform sign-in needs OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together');
    }
  }
  const anyConfigured = Boolean(env.GOOGLE_CLIENT_ID) || oidcSet > 0;
  if (anyConfigured && !env.PUBLIC_URL) {
    problem('PUBLIC_URL', 'is required when Google or OIDC sign-in is configured (the callback addresses are built from it)');
  }
  if (env.NODE_ENV === 'production') {
    if (env.GOOGLE_CLIENT_ID && !env.GOOGLE_ISSUER_URL.startsWith('https:')) problem('GOOGLE_ISSUER_URL', 'must be HTTPS in production');
    if (env.OIDC_ISSUER_URL && !env.OIDC_ISSUER_URL.startsWith('https:')) problem('OIDC_ISSUER_URL', 'must be HTTPS in production');
  }
}

/** One configured provider: where it is, who we are to it, and where it sends the browser back. */
export interface SignInProviderSettings {
  provider: SignInProvider;
  issuer: URL;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  label: string;
}

export type SignInProviderSettingsMap = Record<SignInProvider, SignInProviderSettings | null>;

/** The configured providers (null where not configured), from the validated gateway config. */
export function signInProviderSettings(env: SignInProvidersEnv): SignInProviderSettingsMap {
  const callback = (path: string) => `${(env.PUBLIC_URL ?? '').replace(/\/+$/, '')}${path}`;
  return {
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET && env.PUBLIC_URL
        ? {
            provider: 'google',
            issuer: new URL(env.GOOGLE_ISSUER_URL),
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            redirectUri: callback(API_ENDPOINTS.googleSignInCallback.path),
            label: DEFAULT_PROVIDER_LABELS.google,
          }
        : null,
    oidc:
      env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET && env.PUBLIC_URL
        ? {
            provider: 'oidc',
            issuer: new URL(env.OIDC_ISSUER_URL),
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            redirectUri: callback(API_ENDPOINTS.hostedSignInCallback.path),
            label: env.OIDC_BUTTON_LABEL,
          }
        : null,
  };
}
