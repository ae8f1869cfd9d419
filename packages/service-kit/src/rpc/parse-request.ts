import {
  DomainError,
  envelopeOf,
  ErrorCode,
  firstIssueMessage,
  rpcMessages,
  type Envelope,
  type RpcRequest,
  type RpcSubject,
} from '@studyforge/contracts';
import type { z } from 'zod';

type ParsedData<S extends RpcSubject> = z.output<(typeof rpcMessages)[S]['request']>;

// One envelope schema per subject, built once: zod compiles a schema on its first use.
const envelopes = new Map<RpcSubject, ReturnType<typeof envelopeOf>>();

/** Validates an incoming NATS message against its contract; the handler only ever sees valid data. */
export function parseRequest<S extends RpcSubject>(subject: S, payload: unknown): Envelope<ParsedData<S>> {
  let schema = envelopes.get(subject);
  if (!schema) {
    schema = envelopeOf(rpcMessages[subject].request);
    envelopes.set(subject, schema);
  }
  const result = schema.safeParse(payload);
  if (!result.success) throw new DomainError(ErrorCode.ValidationFailed, firstIssueMessage(result.error));
  return result.data as Envelope<ParsedData<S>>;
}

export type { RpcRequest };
