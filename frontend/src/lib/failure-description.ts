import { isApiError } from './api-client';

/**
 * The toast text for a failed tool generation (spec §8): the spec's sentence, then the server's own
 * message when it says something more specific (not enough credits, an unreadable file, ...).
 */
export function failureDescription(error: unknown, fallback: string): string {
  const server = isApiError(error) ? error.serverMessage : undefined;
  if (!server || server === fallback) return fallback;
  return `${fallback} ${server}`;
}
