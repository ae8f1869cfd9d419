import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Streams (each event must reach the browser at once) and audio (already compressed) are never compressed. */
const NEVER = /^(text\/event-stream|audio\/|video\/|image\/(?!svg))/i;

/**
 * Brotli or gzip for dynamic answers (API JSON, Swagger UI) above the threshold, as the browser
 * accepts; files the build already compressed carry their Content-Encoding and are left alone.
 */
export function compressionMiddleware(): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    filter: (req: Request, res: Response) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (NEVER.test(type)) return false;
      return compression.filter(req, res);
    },
  });
}
