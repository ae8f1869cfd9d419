import { getCurrentUserEndpoint } from '@studyforge/contracts';
import { isApiError, replyOfResponse } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';
import { takePrefetchedCurrentUser } from './current-user-prefetch';

const currentUserQuery = endpointQuery(getCurrentUserEndpoint);

/**
 * GET /api/auth/user through the contracts' declaration (reply checked against its schema; 401 reads
 * as null). The first read takes the answer the page's first script asked for ahead. Its own module,
 * loaded only when the browser may have a session, so a signed-out visitor's first page downloads
 * neither the contracts nor zod.
 */
export async function readCurrentUser(context: { signal: AbortSignal }) {
  const early = takePrefetchedCurrentUser();
  if (!early) return currentUserQuery.queryFn(context);
  try {
    return await replyOfResponse(getCurrentUserEndpoint, await early, context.signal);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}
