import { DomainError, ErrorCode } from '@studyforge/contracts';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { answerError } from './error-answer.js';

/** The answer a real HTTP response carries for this error, and what was logged. */
async function answered(exception: unknown): Promise<{ status: number; body: unknown; logged: unknown[][] }> {
  const logged: unknown[][] = [];
  const logger = { warn: (...args: unknown[]) => logged.push(args), error: (...args: unknown[]) => logged.push(args) } as unknown as Logger;
  const server = createServer((_req, res: ServerResponse) => answerError(exception, { requestId: 'r1', path: '/api/generate-flashcards', method: 'POST', originalUrl: '/api/generate-flashcards' }, res, logger));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { status: response.status, body: await response.json(), logged };
  } finally {
    server.close();
  }
}

describe('answerError', () => {
  it('logs the failure underneath a 503 and answers only its message and code', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
    const { status, body, logged } = await answered(new DomainError(ErrorCode.ServiceUnavailable, 'File storage is unavailable right now. Please try again in a moment.', { cause: refused }));
    expect(status).toBe(503);
    expect(body).toEqual({ message: 'File storage is unavailable right now. Please try again in a moment.', code: 'SERVICE_UNAVAILABLE' });
    expect(logged).toEqual([[{ requestId: 'r1', code: 'SERVICE_UNAVAILABLE', path: '/api/generate-flashcards', err: refused }, 'File storage is unavailable right now. Please try again in a moment.']]);
  });

  it('answers a student’s error without logging it', async () => {
    const { status, logged } = await answered(new DomainError(ErrorCode.ValidationFailed, 'Please add a file or some text.'));
    expect(status).toBe(400);
    expect(logged).toEqual([]);
  });
});
