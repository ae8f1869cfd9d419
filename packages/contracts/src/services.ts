/** The NATS services that exist today; the gateway's health check asks each of them. */
export const SERVICE_NAMES = ['auth', 'credits', 'generation', 'trivia', 'books'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
