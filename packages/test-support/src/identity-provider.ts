import { freePort } from '@studyforge/scripts';
import { randomBytes } from 'node:crypto';
import Provider, { type Configuration, type FindAccount } from 'oidc-provider';

export interface TestIdentityProvider {
  /** The issuer URL, e.g. `http://127.0.0.1:41234`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

/** Logins that end this way give a person whose address the provider has not verified, or no address at all. */
export const UNVERIFIED_LOGIN_SUFFIX = '#unverified';
export const NO_EMAIL_LOGIN_SUFFIX = '#no-email';

/** `jane.doe@example.edu` → Jane, Doe. */
function namesOf(email: string): { given_name: string; family_name: string } {
  const [first = 'Test', last = 'Student'] = email.split('@')[0]!.split(/[._-]+/);
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return { given_name: capital(first), family_name: capital(last) };
}

/**
 * Every login typed on the provider's sign-in page is a person: an e-mail address signs in with that
 * address, verified; `<address>#unverified` is another person at the provider with the same address,
 * unverified; `<address>#no-email` shares no address. The password is not checked.
 */
const findAccount: FindAccount = (_ctx, id) => ({
  accountId: id,
  claims: () => {
    const [email = id, flag] = id.split('#');
    const names = namesOf(email);
    if (`#${flag}` === NO_EMAIL_LOGIN_SUFFIX) return { sub: id, ...names, name: `${names.given_name} ${names.family_name}` };
    return {
      sub: id,
      email,
      email_verified: `#${flag}` !== UNVERIFIED_LOGIN_SUFFIX,
      ...names,
      name: `${names.given_name} ${names.family_name}`,
    };
  },
});

/**
 * A real OpenID provider (the certified `oidc-provider`) on a free local port, with its development
 * login and consent pages (a login field, a password field, "Sign-in", then "Continue" or "[ Cancel ]"),
 * one confidential client and PKCE required. `claimsInIdToken` puts the profile and e-mail claims in the
 * ID token, as Google does; otherwise they come from the user info endpoint only.
 */
export async function startTestIdentityProvider(options: {
  clientId: string;
  redirectUris: string[];
  claimsInIdToken: boolean;
  /** A port chosen beforehand (a gateway may already be pointed at it); a free one otherwise. */
  port?: number;
  clientSecret?: string;
}): Promise<TestIdentityProvider> {
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const host = '127.0.0.1';
  // The issuer is part of every token, so the port is chosen before the provider is built.
  const port = options.port ?? (await freePort());

  const issuer = `http://${host}:${port}`;
  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    conformIdTokenClaims: !options.claimsInIdToken,
    pkce: { required: () => true },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    features: { devInteractions: { enabled: true } },
  };
  const provider = new Provider(issuer, configuration);
  const server = provider.listen(port, host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return {
    issuer,
    clientId: options.clientId,
    clientSecret,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
