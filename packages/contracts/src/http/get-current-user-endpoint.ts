import { currentUserSchema } from '../auth.js';
import { defineEndpoint, jsonReply } from './endpoint.js';

/**
 * GET /api/auth/user in its own module: `API_ENDPOINTS.getCurrentUser` is this declaration, and a client that calls only
 * this endpoint imports it alone, without building every endpoint's schemas.
 */
export const getCurrentUserEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/auth/user',
  auth: 'signed-in',
  reply: jsonReply(currentUserSchema, 'The current user'),
  summary: 'The signed-in user with their credit balance',
  tag: 'Auth',
  errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
  cacheControl: 'no-store',
});
