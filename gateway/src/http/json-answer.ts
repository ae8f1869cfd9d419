import type { ServerResponse } from 'node:http';

/**
 * A JSON answer written as it is, without Express's ETag (a hash of every body): for answers no cache
 * may keep (Cache-Control: no-store) and for errors, which are never revalidated. Used by Express's
 * path and by the fast lane alike.
 */
export function writeJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
