import { API_ENDPOINTS } from '@studyforge/contracts';
import { endpointQuery } from '@/lib/endpoint-query';

/**
 * GET /api/auth/user through the contracts' declaration (reply checked against its schema). Its own
 * module, loaded only when the browser may have a session, so a signed-out visitor's first page
 * downloads neither the contracts nor zod.
 */
export const readCurrentUser = endpointQuery(API_ENDPOINTS.getCurrentUser).queryFn;

