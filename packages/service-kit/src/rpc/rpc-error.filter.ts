import { Catch, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { DomainError, ErrorCode, isErrorBody, type ErrorBody } from '@studyforge/contracts';
import type { Logger } from 'pino';
import { DatabaseTimeoutError, isDatabaseTimeout } from '../database/database-timeouts.js';
import { throwError, type Observable } from 'rxjs';

/** Every failure of a message handler leaves the service as `{ message, code }`; unexpected ones are logged, not leaked. */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<never> {
    const body = this.toBody(exception, host);
    return throwError(() => body);
  }

  private toBody(exception: unknown, host: ArgumentsHost): ErrorBody {
    if (exception instanceof DomainError) return exception.toBody();
    if (isErrorBody(exception)) return exception;
    if (isDatabaseTimeout(exception)) {
      this.logger.warn({ err: exception }, 'database call timed out');
      return new DatabaseTimeoutError().toBody();
    }
    const pattern = host.switchToRpc().getContext<{ getSubject?: () => string }>()?.getSubject?.();
    this.logger.error({ err: exception, subject: pattern }, 'unhandled error in message handler');
    return { code: ErrorCode.Internal, message: 'Something went wrong on our side. Please try again.' };
  }
}
