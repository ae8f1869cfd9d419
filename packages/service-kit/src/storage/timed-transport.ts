import { DomainError, ErrorCode } from '@studyforge/contracts';
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';

export const STORAGE_TIMEOUT_MESSAGE = 'Service temporarily unavailable: file storage took too long to answer. Please try again in a moment.';

/** An object-storage call (or a stream of one) that ran out of time, as the 503 the student sees. */
export class StorageTimeoutError extends DomainError {
  constructor(readonly phase: 'connect' | 'request') {
    super(ErrorCode.ServiceUnavailable, STORAGE_TIMEOUT_MESSAGE);
    this.name = 'StorageTimeoutError';
  }
}

export interface StorageTimeouts {
  connectTimeoutMs: number;
  /** How long a call, or the body it streams, may stay silent. */
  requestTimeoutMs: number;
}

/** What the S3 client needs of node:http(s): `request`. */
export interface Transport {
  request: typeof http.request;
}

/**
 * node:http(s) for the S3 client with deadlines: the connection must be made within `connectTimeoutMs`, and a call
 * whose socket stays silent for `requestTimeoutMs` (while sending, waiting, or streaming the answer) is destroyed
 * with a StorageTimeoutError, so a stalled store is an error and never a hang or a leaked socket.
 */
export function timedTransport(secure: boolean, timeouts: StorageTimeouts): Transport {
  const base = secure ? https : http;
  const request = ((...args: Parameters<typeof http.request>) => {
    const req = (base.request as typeof http.request)(...args);
    let answer: http.IncomingMessage | null = null;
    req.once('response', (response: http.IncomingMessage) => (answer = response));
    req.setTimeout(timeouts.requestTimeoutMs, () => {
      const error = new StorageTimeoutError('request');
      // The answer's stream fails with this error too (not a bare "aborted"), whoever reads it.
      answer?.destroy(error);
      req.destroy(error);
    });
    req.once('socket', (socket: Socket) => {
      if (!socket.connecting) return;
      const timer = setTimeout(() => req.destroy(new StorageTimeoutError('connect')), timeouts.connectTimeoutMs);
      socket.once('connect', () => clearTimeout(timer));
      req.once('close', () => clearTimeout(timer));
    });
    return req;
  }) as typeof http.request;
  return { request };
}
