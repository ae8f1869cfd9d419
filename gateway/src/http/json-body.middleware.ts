import { API_ENDPOINTS } from '@studyforge/contracts';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { pathPattern } from './origin-check.js';
import { ErrorCode, sendError } from './send-error.js';

/** Endpoints authenticated by a signature over the exact bytes (webhooks): their raw body is kept beside the parsed one. */
const SIGNED_BODY_PATHS = Object.values(API_ENDPOINTS)
  .filter((endpoint) => endpoint.origin === 'any')
  .map((endpoint) => pathPattern(endpoint.path));

const RAW_BODY = Symbol('rawBody');
type WithRawBody = IncomingMessage & { [RAW_BODY]?: Buffer };

function keepSignedBody(req: IncomingMessage, _res: unknown, bytes: Buffer): void {
  const path = (req.url ?? '').split('?')[0]!;
  if (SIGNED_BODY_PATHS.some((pattern) => pattern.test(path))) (req as WithRawBody)[RAW_BODY] = bytes;
}

/** The bytes a signed endpoint was sent, exactly as they arrived. */
export function rawBodyOf(req: Request): Buffer | undefined {
  return (req as unknown as WithRawBody)[RAW_BODY];
}

const parseJson = express.json({ limit: '1mb', verify: keepSignedBody });

/** JSON bodies up to 1 MB; a malformed or oversized one is a clear 400/413, not an HTML error page. */
export function jsonBodyMiddleware(req: Request, res: Response, next: NextFunction): void {
  parseJson(req, res, (error?: unknown) => {
    if (!error) return next();
    const type = (error as { type?: string }).type;
    if (type === 'entity.too.large') return sendError(res, ErrorCode.PayloadTooLarge, 'The request body is too large (1 MB at most).');
    sendError(res, ErrorCode.ValidationFailed, 'The request body is not valid JSON.');
  });
}
