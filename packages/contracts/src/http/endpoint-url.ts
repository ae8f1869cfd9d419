import type { AnyHttpEndpoint, EndpointQueryInput } from './endpoint.js';

/** The `{name}` parameters of an OpenAPI-style path. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/** Any endpoint's URL input, for code that handles every endpoint alike (`endpointUrl<AnyHttpEndpoint>(…)`). */
export interface AnyEndpointUrlInput {
  params?: Readonly<Record<string, string | number>>;
  query?: unknown;
}

/** The path parameters (required when the path has any) and the query of a call to a declared endpoint. */
export type EndpointUrlInput<E extends AnyHttpEndpoint> = string extends E['path']
  ? AnyEndpointUrlInput
  : ([PathParamNames<E['path']>] extends [never] ? { params?: undefined } : { params: Record<PathParamNames<E['path']>, string | number> }) & {
      query?: EndpointQueryInput<E>;
    };

type UrlArgs<E extends AnyHttpEndpoint> = string extends E['path']
  ? [input?: AnyEndpointUrlInput]
  : [PathParamNames<E['path']>] extends [never]
    ? [input?: EndpointUrlInput<E>]
    : [input: EndpointUrlInput<E>];

/**
 * The URL of an endpoint: its path with each `{name}` filled in (URL-encoded), then the query's set
 * values as the query string (undefined, null and empty values are left out).
 */
export function endpointUrl<E extends AnyHttpEndpoint>(endpoint: E, ...[input]: UrlArgs<E>): string {
  const { params = {}, query = {} } = (input ?? {}) as AnyEndpointUrlInput;
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${endpoint.path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
