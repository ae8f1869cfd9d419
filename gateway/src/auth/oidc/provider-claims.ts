import type { ProviderSignIn, SignInProvider } from '@studyforge/contracts';

type Claims = Record<string, unknown>;

const text = (value: unknown, max: number): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max ? trimmed : null;
};

/**
 * What the auth service needs from a provider's claims (ID token, completed by user info): the subject,
 * the address and whether the provider verified it, the names (`given_name`/`family_name`, the hosted
 * platform's `first_name`/`last_name`, or `name` split once) and the picture.
 */
export function providerSignInFrom(provider: SignInProvider, claims: Claims): ProviderSignIn {
  let firstName = text(claims.given_name, 100) ?? text(claims.first_name, 100);
  let lastName = text(claims.family_name, 100) ?? text(claims.last_name, 100);
  const fullName = text(claims.name, 201);
  if (!firstName && !lastName && fullName) {
    const [first, ...rest] = fullName.split(/\s+/);
    firstName = text(first, 100);
    lastName = text(rest.join(' '), 100);
  }
  return {
    provider,
    subject: String(claims.sub),
    email: text(claims.email, 320),
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName,
    lastName,
    picture: text(claims.picture, 2048) ?? text(claims.profile_image_url, 2048),
  };
}
