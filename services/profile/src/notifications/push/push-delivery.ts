import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedEndpoint } from './push-endpoint.guard.js';

export interface PushRequest {
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

export interface PushAnswer {
  status: number;
  /** The start of the answer's body, for the logs. */
  text: string;
}

const ANSWER_TEXT_BYTES = 200;

/** Resolves the endpoint's host to the address that was checked, whatever the DNS says by now (no rebinding between check and connect). */
function pinnedLookup(endpoint: CheckedEndpoint): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, [{ address: endpoint.address, family: endpoint.family }]);
    else callback(null, endpoint.address, endpoint.family);
  };
}

/**
 * One request to a push service, connected to the checked address (TLS still verifies the host's name).
 * A redirect is an answer like any other: it is never followed.
 */
export function deliverPush(endpoint: CheckedEndpoint, push: PushRequest, timeoutMs: number): Promise<PushAnswer> {
  const send = endpoint.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      endpoint.url,
      { method: push.method, headers: push.headers, lookup: pinnedLookup(endpoint), timeout: timeoutMs, agent: false },
      (answer) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        answer.on('data', (chunk: Buffer) => {
          if (kept < ANSWER_TEXT_BYTES) chunks.push(chunk);
          kept += chunk.length;
        });
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8').slice(0, ANSWER_TEXT_BYTES) }));
        answer.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`The push service did not answer within ${timeoutMs} ms.`)));
    outgoing.on('error', reject);
    outgoing.end(push.body ?? undefined);
  });
}
