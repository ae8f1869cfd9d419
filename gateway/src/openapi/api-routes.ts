import {
  creditStatsReplySchema,
  creditsReplySchema,
  currentUserSchema,
  healthReplySchema,
  pricesReplySchema,
  signInSchema,
  signUpSchema,
  userSchema,
  type ErrorCode,
} from '@studyforge/contracts';
import type { z } from 'zod';

export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Path below the server root, OpenAPI style (`/api/profile/{id}`). */
  path: string;
  tag: string;
  summary: string;
  signedIn: boolean;
  body?: z.ZodType;
  success: { status: number; description: string; schema?: z.ZodType };
  errors: ErrorCode[];
}

/**
 * Every HTTP endpoint of the gateway, described from the contracts' schemas. The gateway refuses to
 * start when a controller route is missing here (or this lists one no controller serves).
 */
export const API_ROUTES: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/auth/user',
    tag: 'Auth',
    summary: 'The signed-in user with their credit balance',
    signedIn: true,
    success: { status: 200, description: 'The current user', schema: currentUserSchema },
    errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
  },
  {
    method: 'post',
    path: '/api/auth/signup',
    tag: 'Auth',
    summary: 'Create an account (50 free credits on first use)',
    signedIn: false,
    body: signUpSchema,
    success: { status: 201, description: 'The new account', schema: userSchema },
    errors: ['VALIDATION_FAILED', 'EMAIL_TAKEN', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE'],
  },
  {
    method: 'post',
    path: '/api/auth/signin',
    tag: 'Auth',
    summary: 'Sign in with email and password; sets a new session cookie',
    signedIn: false,
    body: signInSchema,
    success: { status: 200, description: 'Signed in; the session cookie is set', schema: currentUserSchema },
    errors: ['VALIDATION_FAILED', 'INVALID_CREDENTIALS', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE'],
  },
  {
    method: 'get',
    path: '/api/logout',
    tag: 'Auth',
    summary: 'End the session (server-side) and redirect to /',
    signedIn: false,
    success: { status: 302, description: 'Redirect to /' },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/auth/google',
    tag: 'Auth',
    summary: 'Google sign-in (not configured on this server: redirects to /signin with a message)',
    signedIn: false,
    success: { status: 302, description: 'Redirect to /signin?authError=provider-not-configured' },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/login',
    tag: 'Auth',
    summary: 'Hosted platform sign-in (not configured on this server: redirects to /signin with a message)',
    signedIn: false,
    success: { status: 302, description: 'Redirect to /signin?authError=provider-not-configured' },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/user/credits',
    tag: 'Credits',
    summary: "The signed-in user's credit balance",
    signedIn: true,
    success: { status: 200, description: 'The balance', schema: creditsReplySchema },
    errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
  },
  {
    method: 'get',
    path: '/api/user/stats',
    tag: 'Credits',
    summary: "The signed-in user's credit totals",
    signedIn: true,
    success: { status: 200, description: 'Balance and totals from the ledger', schema: creditStatsReplySchema },
    errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
  },
  {
    method: 'get',
    path: '/api/credits/prices',
    tag: 'Credits',
    summary: 'What each tool costs, and the free trial',
    signedIn: false,
    success: { status: 200, description: 'The price table', schema: pricesReplySchema },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/health',
    tag: 'Operations',
    summary: 'Each dependency and service with its state (503 when one is down)',
    signedIn: false,
    success: { status: 200, description: 'Everything is up', schema: healthReplySchema },
    errors: ['SERVICE_UNAVAILABLE'],
  },
];
