import { z } from 'zod';
import { currentUserSchema, signInSchema, signUpSchema, userSchema } from '../auth.js';
import { signInProvidersReplySchema } from '../sign-in-providers.js';
import { defineEndpoint, jsonBody, jsonReply, redirectReply } from './endpoint.js';

/** What a provider adds to the callback address (read again by the OpenID client; a repeated or odd value counts as absent here). */
const providerCallbackQuerySchema = z.object({
  code: z.string().optional().catch(undefined),
  state: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
  error_description: z.string().optional().catch(undefined),
  iss: z.string().optional().catch(undefined),
});

/** Where a sign-in method this server does not offer sends the browser. */
export const PROVIDER_NOT_CONFIGURED_REDIRECT = '/signin?authError=provider-not-configured';

export const authEndpoints = {
  getCurrentUser: defineEndpoint({
    method: 'GET',
    path: '/api/auth/user',
    auth: 'signed-in',
    reply: jsonReply(currentUserSchema, 'The current user'),
    summary: 'The signed-in user with their credit balance',
    tag: 'Auth',
    errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
    cacheControl: 'no-store',
  }),
  signUp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/signup',
    auth: 'public',
    body: jsonBody(signUpSchema),
    reply: jsonReply(userSchema, 'The new account'),
    status: 201,
    summary: 'Create an account (50 free credits on first use)',
    tag: 'Auth',
    errors: ['VALIDATION_FAILED', 'EMAIL_TAKEN', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE'],
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/signin',
    auth: 'public',
    body: jsonBody(signInSchema),
    reply: jsonReply(currentUserSchema, 'Signed in; the session cookie is set'),
    summary: 'Sign in with email and password; sets a new session cookie',
    tag: 'Auth',
    errors: ['VALIDATION_FAILED', 'INVALID_CREDENTIALS', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE'],
  }),
  signOut: defineEndpoint({
    method: 'GET',
    path: '/api/logout',
    auth: 'public',
    reply: redirectReply('Redirect to /'),
    status: 302,
    summary: 'End the session (server-side) and redirect to /',
    tag: 'Auth',
    errors: [],
  }),
  googleSignIn: defineEndpoint({
    method: 'GET',
    path: '/api/auth/google',
    auth: 'public',
    reply: redirectReply(`Redirect to Google's consent page (OpenID Connect, PKCE), or to ${PROVIDER_NOT_CONFIGURED_REDIRECT} when Google is not configured`),
    status: 302,
    summary: 'Start Google sign-in (authorization code flow with PKCE, state and nonce kept in the session for 10 minutes)',
    tag: 'Auth',
    errors: [],
  }),
  googleSignInCallback: defineEndpoint({
    method: 'GET',
    path: '/api/auth/google/callback',
    auth: 'public',
    query: providerCallbackQuerySchema,
    reply: redirectReply('Signed in (a new session cookie): redirect to /dashboard; otherwise to /signin?authError=<code>'),
    status: 302,
    summary: "Google's answer: checks state, exchanges the code, verifies the ID token, then signs in, links or creates the account",
    tag: 'Auth',
    errors: [],
  }),
  hostedSignIn: defineEndpoint({
    method: 'GET',
    path: '/api/login',
    auth: 'public',
    reply: redirectReply(`Redirect to the hosted platform's consent page (OpenID Connect, PKCE), or to ${PROVIDER_NOT_CONFIGURED_REDIRECT} when it is not configured`),
    status: 302,
    summary: 'Start the hosted platform sign-in (OIDC_ISSUER_URL; authorization code flow with PKCE, state and nonce)',
    tag: 'Auth',
    errors: [],
  }),
  hostedSignInCallback: defineEndpoint({
    method: 'GET',
    path: '/api/callback',
    auth: 'public',
    query: providerCallbackQuerySchema,
    reply: redirectReply('Signed in (a new session cookie): redirect to /dashboard; otherwise to /signin?authError=<code>'),
    status: 302,
    summary: "The hosted platform's answer: checks state, exchanges the code, verifies the ID token, then signs in, links or creates the account",
    tag: 'Auth',
    errors: [],
  }),
  getSignInProviders: defineEndpoint({
    method: 'GET',
    path: '/api/auth/providers',
    auth: 'public',
    reply: jsonReply(signInProvidersReplySchema, 'Each provider button: whether it is configured here, and its text'),
    summary: 'Which third-party sign-ins this server offers, and the text of their buttons',
    tag: 'Auth',
    errors: [],
    cacheControl: 'no-cache',
  }),
};
