// Not `() => AnyHttpEndpoint`: that return type would be the context defineEndpoint infers its schemas' types from.
type EndpointFactories = Record<string, () => unknown>;

/** The endpoints of `factories`, each declared when it is first read. */
export type LazyEndpointTable<F extends EndpointFactories> = { readonly [K in keyof F]: ReturnType<F[K]> };

type Intersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;

/**
 * A table of endpoints whose declarations (and so their schemas) are built the first time each is read,
 * and kept: evaluating a table costs one getter per endpoint, so a client that calls a few endpoints builds
 * only theirs. Enumerating the table (the gateway's routes, the OpenAPI document) builds them all, in order.
 */
export function lazyEndpoints<F extends EndpointFactories>(factories: F): LazyEndpointTable<F> {
  const table = {};
  for (const [name, declare] of Object.entries(factories)) {
    let endpoint: unknown;
    Object.defineProperty(table, name, { enumerable: true, get: () => (endpoint ??= declare()) });
  }
  return table as LazyEndpointTable<F>;
}

/** One table with the endpoints of `tables`, still unbuilt (a spread would read, and so build, every one). */
export function joinEndpointTables<T extends readonly object[]>(...tables: T): Intersection<T[number]> {
  const joined = {};
  for (const table of tables) Object.defineProperties(joined, Object.getOwnPropertyDescriptors(table));
  return joined as Intersection<T[number]>;
}
