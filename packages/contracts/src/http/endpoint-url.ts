import type { AnyHttpEndpoint, EndpointQueryInput } from './endpoint.js';

/** The `{name}` parameters of an OpenAPI-style path. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

export type EndpointUrlInput<E extends AnyHttpEndpoint> = ([PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<E['path']>, string | number> }) & { query?: EndpointQueryInput<E> };

/**
 * The URL of an endpoint: its path with each `{name}` filled in (URL-encoded), then the query's set
 * values as the query string (undefined, null and empty values are left out).
 */
export function endpointUrl<E extends AnyHttpEndpoint>(endpoint: E, ...[input]: OptionalWhenNoParams<E>): string {
  const params = (input?.params ?? {}) as Record<string, string | number>;
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${endpoint.path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input?.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

type OptionalWhenNoParams<E extends AnyHttpEndpoint> = [PathParamNames<E['path']>] extends [never]
  ? [input?: EndpointUrlInput<E>]
  : [input: EndpointUrlInput<E>];
