import { callEndpoint, isApiError, type ApiCallArgs, type ApiCallInput, type CallableEndpoint, type ReplyOf } from './api-client';

/** A read: a GET that answers JSON. */
export type ReadEndpoint = CallableEndpoint & { method: 'GET' };

/**
 * The query key of an endpoint: its path, then the path parameters and query when there are any.
 * `['/api/user/credits']`, `['/api/{source}/search', { params: { source: 'catalogue' }, query: { q: 'cells' } }]`.
 * A key with the path alone matches every variant, which is how a list is refreshed after a change.
 */
export function endpointQueryKey(endpoint: Pick<CallableEndpoint, 'path'>, input?: { params?: unknown; query?: unknown }): readonly unknown[] {
  const variant = { ...(input?.params ? { params: input.params } : {}), ...(input?.query ? { query: input.query } : {}) };
  return Object.keys(variant).length > 0 ? [endpoint.path, variant] : [endpoint.path];
}

/**
 * The key and the read of a query on a signed-in endpoint (spec §7): a 401 answer reads as null
 * (signed out), any other failure is an error. Spread it into `queryOptions` with the query's own settings.
 */
export function endpointQuery<E extends ReadEndpoint & { auth: 'signed-in' }>(endpoint: E, ...[input]: ApiCallArgs<E>) {
  return {
    queryKey: endpointQueryKey(endpoint, input),
    queryFn: ({ signal }: { signal: AbortSignal }) => readOrNull(endpoint, input, signal),
  };
}

/** The key and the read of a query on a public endpoint: every failure is an error. */
export function publicEndpointQuery<E extends ReadEndpoint & { auth: 'public' }>(endpoint: E, ...[input]: ApiCallArgs<E>) {
  return {
    queryKey: endpointQueryKey(endpoint, input),
    queryFn: ({ signal }: { signal: AbortSignal }) => callEndpoint(endpoint, input, signal),
  };
}

async function readOrNull<E extends ReadEndpoint>(endpoint: E, input: ApiCallInput<E> | undefined, signal: AbortSignal): Promise<ReplyOf<E> | null> {
  try {
    return await callEndpoint(endpoint, input, signal);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}
