import { HttpException } from '@nestjs/common';
import { DomainError, ErrorCode } from '@studyforge/contracts';
import type { Request } from 'express';
import type { ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { RateLimitError } from '../auth/rate-limiter.js';
import { sendError } from './send-error.js';

const codeOfStatus: Record<number, ErrorCode> = {
  400: ErrorCode.ValidationFailed,
  401: ErrorCode.Unauthenticated,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  413: ErrorCode.PayloadTooLarge,
  429: ErrorCode.RateLimited,
  503: ErrorCode.ServiceUnavailable,
};

/** What an error answer tells and logs of its request. */
export type ErrorSubject = Pick<Request, 'requestId' | 'path' | 'method' | 'originalUrl'>;

/** Turns every error into `{ message, code }` with the right status; unexpected ones are logged and hidden. */
export function answerError(exception: unknown, req: ErrorSubject, res: ServerResponse, logger: Logger): void {
  if (exception instanceof RateLimitError) {
    sendError(res, exception.code, exception.message, { 'Retry-After': String(exception.retryAfterSeconds) });
    return;
  }
  if (exception instanceof DomainError) {
    if (exception.code === ErrorCode.Internal || exception.code === ErrorCode.ServiceUnavailable) {
      logger.warn({ requestId: req.requestId, code: exception.code, path: req.path, ...(exception.cause ? { err: exception.cause } : {}) }, exception.message);
    }
    sendError(res, exception.code, exception.message);
    return;
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const code = codeOfStatus[status] ?? (status >= 500 ? ErrorCode.Internal : ErrorCode.ValidationFailed);
    const message =
      status === 404 ? `There is no API endpoint at ${req.method} ${req.originalUrl.split('?')[0]}.` : (messageOf(exception.getResponse()) ?? exception.message);
    sendError(res, code, message);
    return;
  }
  logger.error({ requestId: req.requestId, err: exception, path: req.path }, 'unhandled error');
  sendError(res, ErrorCode.Internal, 'Something went wrong on our side. Please try again.');
}

function messageOf(response: string | object): string | undefined {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return undefined;
}
