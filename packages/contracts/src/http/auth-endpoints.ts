import { currentUserSchema, signInSchema, signUpSchema, userSchema } from '../auth.js';
import { defineEndpoint, jsonBody, jsonReply, redirectReply } from './endpoint.js';

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
    reply: redirectReply(`Redirect to ${PROVIDER_NOT_CONFIGURED_REDIRECT}`),
    status: 302,
    summary: 'Google sign-in (not configured on this server: redirects to /signin with a message)',
    tag: 'Auth',
    errors: [],
  }),
  hostedSignIn: defineEndpoint({
    method: 'GET',
    path: '/api/login',
    auth: 'public',
    reply: redirectReply(`Redirect to ${PROVIDER_NOT_CONFIGURED_REDIRECT}`),
    status: 302,
    summary: 'Hosted platform sign-in (not configured on this server: redirects to /signin with a message)',
    tag: 'Auth',
    errors: [],
  }),
};
