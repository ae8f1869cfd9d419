import { creditsReplySchema } from '../credits.js';
import { defineEndpoint, jsonReply } from './endpoint.js';

/**
 * GET /api/user/credits in its own module: `API_ENDPOINTS.getCredits` is this declaration, and a client that calls only
 * this endpoint imports it alone, without building every endpoint's schemas.
 */
export const getCreditsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/user/credits',
  auth: 'signed-in',
  reply: jsonReply(creditsReplySchema, 'The balance'),
  summary: "The signed-in user's credit balance",
  tag: 'Credits',
  errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
  cacheControl: 'no-store',
  forward: { subject: 'credits.balance', request: ({ actor }) => ({ userId: actor.userId }) },
});
