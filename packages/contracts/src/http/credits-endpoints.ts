import { creditStatsReplySchema, pricesReplySchema } from '../credits.js';
import { getCreditsEndpoint } from './get-credits-endpoint.js';
import { defineEndpoint, jsonReply } from './endpoint.js';
import { lazyEndpoints } from './lazy-endpoints.js';

export const creditsEndpoints = lazyEndpoints({
  getCredits: () => getCreditsEndpoint,
  getCreditStats: () => defineEndpoint({
    method: 'GET',
    path: '/api/user/stats',
    auth: 'signed-in',
    reply: jsonReply(creditStatsReplySchema, 'Balance and totals from the ledger'),
    summary: "The signed-in user's credit totals",
    tag: 'Credits',
    errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
    cacheControl: 'no-store',
    forward: { subject: 'credits.stats', request: ({ actor }) => ({ userId: actor.userId }) },
  }),
  getPrices: () => defineEndpoint({
    method: 'GET',
    path: '/api/credits/prices',
    auth: 'public',
    reply: jsonReply(pricesReplySchema, 'The price table'),
    summary: 'What each tool costs, and the free trial',
    tag: 'Credits',
    errors: [],
    cacheControl: 'public, max-age=300',
  }),
});
