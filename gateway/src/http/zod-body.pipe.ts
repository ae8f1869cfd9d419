import { Injectable, type PipeTransform } from '@nestjs/common';
import { DomainError, ErrorCode, firstIssueMessage } from '@studyforge/contracts';
import type { z } from 'zod';

/** Validates a request body with its contract schema; the first problem is the message, in the spec's words. */
@Injectable()
export class ZodBodyPipe<T extends z.ZodType> implements PipeTransform<unknown, z.output<T>> {
  constructor(private readonly schema: T) {}

  transform(value: unknown): z.output<T> {
    return parseBody(this.schema, value);
  }
}

export function parseBody<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new DomainError(ErrorCode.ValidationFailed, firstIssueMessage(result.error));
  return result.data;
}
