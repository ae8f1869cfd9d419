import type { Response } from 'express';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Sends a stream (audio, an image, a ZIP from object storage) as the response body with `stream.pipeline`: a failed
 * read ends the response, and a browser that leaves (or a response that fails) destroys the source, so its
 * object-storage socket is closed instead of left open. Resolves when the body is sent or either side gave up.
 */
export async function streamToResponse(source: Readable, res: Response): Promise<void> {
  try {
    await pipeline(source, res);
  } catch (error) {
    // Nothing was sent yet (the store failed before the first byte): the router answers with the error instead.
    if (!res.headersSent && !res.destroyed) throw error;
  }
}
