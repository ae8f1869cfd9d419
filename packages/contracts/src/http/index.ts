import { authEndpoints } from './auth-endpoints.js';
import { booksEndpoints } from './books-endpoints.js';
import { creditsEndpoints } from './credits-endpoints.js';
import { generationEndpoints } from './generation-endpoints.js';
import { libraryEndpoints } from './library-endpoints.js';
import { notificationEndpoints } from './notification-endpoints.js';
import { operationsEndpoints } from './operations-endpoints.js';
import { triviaEndpoints } from './trivia-endpoints.js';

export * from './endpoint.js';
export * from './endpoint-url.js';
export * from './generation-replies.js';
export { idParams, bookSourceParams } from './path-params.js';
export { PROVIDER_NOT_CONFIGURED_REDIRECT } from './auth-endpoints.js';
export { readinessReplySchema, type ReadinessReply } from './operations-endpoints.js';
export { affiliateClickReplySchema, booksConfigReplySchema, randomBooksQuerySchema, type BooksConfigReply } from './books-endpoints.js';

/**
 * Every HTTP endpoint, by a stable name. The gateway's routes and OpenAPI document and the web app's
 * client are built from these declarations.
 */
export const API_ENDPOINTS = {
  ...authEndpoints,
  ...creditsEndpoints,
  ...generationEndpoints,
  ...libraryEndpoints,
  ...triviaEndpoints,
  ...booksEndpoints,
  ...notificationEndpoints,
  ...operationsEndpoints,
};

export type ApiEndpoints = typeof API_ENDPOINTS;
export type EndpointName = keyof ApiEndpoints;
