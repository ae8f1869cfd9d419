import express, { type NextFunction, type Request, type Response } from 'express';
import { ErrorCode, sendError } from './send-error.js';

const parseJson = express.json({ limit: '1mb' });

/** JSON bodies up to 1 MB; a malformed or oversized one is a clear 400/413, not an HTML error page. */
export function jsonBodyMiddleware(req: Request, res: Response, next: NextFunction): void {
  parseJson(req, res, (error?: unknown) => {
    if (!error) return next();
    const type = (error as { type?: string }).type;
    if (type === 'entity.too.large') return sendError(res, ErrorCode.PayloadTooLarge, 'The request body is too large (1 MB at most).');
    sendError(res, ErrorCode.ValidationFailed, 'The request body is not valid JSON.');
  });
}
