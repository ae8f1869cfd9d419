import { z } from 'zod';
import { checkStatusSchema, healthDetailsReplySchema, healthReplySchema } from '../health.js';
import { defineEndpoint, jsonReply } from './endpoint.js';
import { lazyEndpoints } from './lazy-endpoints.js';

/** `GET /api/health/ready`: this gateway's own Redis and NATS connections, up or down. */
const stateSchema = z.object({ status: checkStatusSchema });
export const readinessReplySchema = z.object({ status: z.enum(['ready', 'not-ready']), redis: stateSchema, nats: stateSchema });
export type ReadinessReply = z.infer<typeof readinessReplySchema>;

/** `GET /api/site`: the facts about this deployment that public pages show. */
export const siteInfoReplySchema = z.object({ supportEmail: z.email() });
export type SiteInfoReply = z.infer<typeof siteInfoReplySchema>;

export const operationsEndpoints = lazyEndpoints({
  getSiteInfo: () => defineEndpoint({
    method: 'GET',
    path: '/api/site',
    auth: 'public',
    reply: jsonReply(siteInfoReplySchema, 'The support address'),
    summary: 'Facts the public pages show: the address students write to for help, a copy of their data or deletion',
    tag: 'Operations',
    errors: [],
    cacheControl: 'public, max-age=300',
  }),
  getReadiness: () => defineEndpoint({
    method: 'GET',
    path: '/api/health/ready',
    auth: 'public',
    reply: jsonReply(readinessReplySchema, 'Ready'),
    summary: 'Readiness of this gateway: its Redis and NATS connections (a stopped service does not make it unready)',
    tag: 'Operations',
    errors: ['SERVICE_UNAVAILABLE'],
    cacheControl: 'no-store',
  }),
  getHealth: () => defineEndpoint({
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    reply: jsonReply(healthReplySchema, 'Everything is up'),
    summary: 'Each dependency and service, up or down (503 when one is down); no reasons, addresses or versions',
    tag: 'Operations',
    errors: ['SERVICE_UNAVAILABLE'],
    cacheControl: 'no-store',
  }),
  getHealthDetails: () => defineEndpoint({
    method: 'GET',
    path: '/api/health/details',
    auth: 'public',
    reply: jsonReply(healthDetailsReplySchema, 'Everything is up'),
    summary:
      "For operators: the health report with each check's reason (503 when one is down). Needs `Authorization: Bearer <HEALTH_DETAILS_TOKEN>`; 404 when the deployment sets no token",
    tag: 'Operations',
    errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    cacheControl: 'no-store',
  }),
});
