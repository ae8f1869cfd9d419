import { ErrorCode, httpStatusOf, type ErrorBody } from '@studyforge/contracts';
import type { ServerResponse } from 'node:http';
import { writeJson } from './json-answer.js';

/** The one shape of every failed HTTP answer: `{ message, code }` with the code's status. */
export function sendError(res: ServerResponse, code: ErrorCode, message: string, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  const body: ErrorBody = { message, code };
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  writeJson(res, httpStatusOf[code], body);
}

export { ErrorCode };
