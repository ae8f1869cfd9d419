import { DomainError, ErrorCode, firstIssueMessage } from '@studyforge/contracts';
import type { z } from 'zod';

/** Validates part of a request with its contract schema; the first problem is the message, in the spec's words. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, code: ErrorCode = ErrorCode.ValidationFailed): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new DomainError(code, firstIssueMessage(result.error));
  return result.data;
}
