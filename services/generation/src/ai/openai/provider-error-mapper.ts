import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { ProviderError } from '../ai-provider.js';

export interface RequestContext {
  model: string;
  baseUrl: string;
  timeoutMs: number;
}

export function timeoutError(context: RequestContext): ProviderError {
  return new ProviderError(`The AI provider did not answer within ${context.timeoutMs} ms.`, true);
}

/** An SDK or network failure as a ProviderError that says what went wrong and whether retrying can help. */
export function toProviderError(error: unknown, context: RequestContext): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof APIConnectionTimeoutError) return timeoutError(context);
  if (error instanceof APIConnectionError) {
    return new ProviderError(`Could not reach the AI provider at ${context.baseUrl}.`, true);
  }
  if (error instanceof APIError && error.status !== undefined) return fromStatus(error, context);
  const detail = error instanceof Error ? error.message : String(error);
  return new ProviderError(`The request to the AI provider failed: ${detail}`, true);
}

function fromStatus(error: APIError, context: RequestContext): ProviderError {
  const status = error.status!;
  const detail = serverMessage(error);
  switch (status) {
    case 400:
    case 422:
      return new ProviderError(`The AI provider rejected the request (${status}): ${detail}`, false);
    case 401:
      return new ProviderError('The AI provider rejected the API key.', false);
    case 403:
      return new ProviderError(`The AI provider refused access (403): ${detail}`, false);
    case 404:
      return new ProviderError(
        `The AI provider has no model "${context.model}" or no such endpoint at ${context.baseUrl} (404).`,
        false,
      );
    case 429:
      if (error.code === 'insufficient_quota') {
        return new ProviderError(`The AI provider account is out of quota: ${detail}`, false);
      }
      return new ProviderError('The AI provider is rate limiting requests (429).', true, retryAfterMs(error.headers));
    case 408:
    case 409:
      return new ProviderError(`The AI provider could not complete the request (${status}).`, true, retryAfterMs(error.headers));
  }
  if (status >= 500) {
    return new ProviderError(`The AI provider failed (${status}).`, true, retryAfterMs(error.headers));
  }
  return new ProviderError(`The AI provider rejected the request (${status}): ${detail}`, false);
}

/** `retry-after-ms` (OpenAI's) or `retry-after` in seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  const millis = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(millis) && millis >= 0) return millis;
  const value = headers?.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number.parseFloat(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function serverMessage(error: APIError): string {
  const body = error.error as { message?: unknown } | undefined;
  return typeof body?.message === 'string' && body.message !== '' ? body.message : error.message;
}
