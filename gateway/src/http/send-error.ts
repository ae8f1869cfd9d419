import { ErrorCode, httpStatusOf, type ErrorBody } from '@studyforge/contracts';
import type { Response } from 'express';

/** The one shape of every failed HTTP answer: `{ message, code }` with the code's status. */
export function sendError(res: Response, code: ErrorCode, message: string, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  const body: ErrorBody = { message, code };
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.status(httpStatusOf[code]).json(body);
}

export { ErrorCode };
