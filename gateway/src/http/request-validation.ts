import { DomainError, ErrorCode, firstIssueMessage, nulCharacterPath, textInputMessages } from '@studyforge/contracts';
import type { z } from 'zod';

/**
 * Validates part of a request with its contract schema; the first problem is the message, in the spec's
 * words. Text holding a NUL character is refused first (400, whatever the `code` for other problems).
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, code: ErrorCode = ErrorCode.ValidationFailed): z.output<T> {
  const nulAt = nulCharacterPath(value);
  if (nulAt !== null) throw new DomainError(ErrorCode.ValidationFailed, textInputMessages.nulCharacter(nulAt));
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new DomainError(code, firstIssueMessage(result.error));
  return result.data;
}
