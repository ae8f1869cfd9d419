import { z } from 'zod';
import { authMessages } from './auth.js';

/** The two third-party sign-ins: Google, and the hosted platform's OpenID Connect provider. */
export const SIGN_IN_PROVIDERS = ['google', 'oidc'] as const;
export const signInProviderSchema = z.enum(SIGN_IN_PROVIDERS);
export type SignInProvider = z.infer<typeof signInProviderSchema>;

/** The buttons' texts when nothing else is configured. */
export const DEFAULT_PROVIDER_LABELS: Record<SignInProvider, string> = {
  google: 'Continue with Google',
  oidc: 'Continue with Replit',
};

/**
 * Why a third-party sign-in sent the browser back to `/signin?authError=<code>`, with the one sentence
 * the sign-in and sign-up pages show for it.
 */
export const providerSignInErrors = {
  'provider-not-configured': authMessages.providerNotConfigured,
  cancelled: 'You cancelled the sign-in. Choose a sign-in method to try again.',
  'invalid-state': 'This sign-in could not be confirmed as yours. Please start the sign-in again from this page.',
  'sign-in-expired': 'This sign-in attempt has expired or was already used. Please start the sign-in again.',
  'provider-error': 'The sign-in provider could not confirm your account. Please try again.',
  'provider-unavailable': 'The sign-in provider cannot be reached right now. Please try again in a moment, or sign in with your email and password.',
  'email-not-verified':
    'The sign-in provider has not verified your email address, so it cannot be used to sign in here. Please verify the address with the provider first, or sign in with email.',
  'account-not-verified':
    'An account with this email already exists, but its address has not been confirmed yet. To confirm it, choose "Forgot password?" and set a password from the link we email you, then continue with the provider again.',
  'email-missing': 'The provider did not share your email address, so no account could be created. Please allow access to your email address, or sign up with email.',
  'sign-in-unavailable': 'Sign-in is unavailable right now. Please try again in a moment.',
} as const;
export type ProviderSignInErrorCode = keyof typeof providerSignInErrors;

export function isProviderSignInErrorCode(code: string): code is ProviderSignInErrorCode {
  return Object.hasOwn(providerSignInErrors, code);
}

/** Where a third-party sign-in that did not succeed sends the browser. */
export function providerSignInErrorRedirect(code: ProviderSignInErrorCode): string {
  return `/signin?authError=${code}`;
}

/** `GET /api/auth/providers`: which provider buttons lead to a real sign-in here, and their texts. */
export const signInProvidersReplySchema = z.object({
  google: z.object({ configured: z.boolean(), label: z.string() }),
  oidc: z.object({ configured: z.boolean(), label: z.string() }),
});
export type SignInProvidersReply = z.infer<typeof signInProvidersReplySchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable();

/** `auth.provider-sign-in`: what a provider said about the person, once the gateway verified its ID token. */
export const providerSignInSchema = z.object({
  provider: signInProviderSchema,
  /** The provider's stable id of the person (`sub`). */
  subject: z.string().min(1).max(255),
  email: optionalText(320),
  emailVerified: z.boolean(),
  firstName: optionalText(100),
  lastName: optionalText(100),
  picture: optionalText(2048),
});
export type ProviderSignIn = z.infer<typeof providerSignInSchema>;

/** `signed-in`: an existing link; `linked`: an existing e-mail account got this provider; `created`: a new account. */
export const providerSignInReplySchema = z.object({
  userId: z.uuid(),
  outcome: z.enum(['signed-in', 'linked', 'created']),
});
export type ProviderSignInReply = z.infer<typeof providerSignInReplySchema>;
