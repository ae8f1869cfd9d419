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

/** Validates an incoming NATS message against its contract; the handler only ever sees valid data. */
export function parseRequest<S extends RpcSubject>(subject: S, payload: unknown): Envelope<ParsedData<S>> {
  const result = envelopeOf(rpcMessages[subject].request).safeParse(payload);
  if (!result.success) throw new DomainError(ErrorCode.ValidationFailed, firstIssueMessage(result.error));
  return result.data as Envelope<ParsedData<S>>;
}

export type { RpcRequest };
