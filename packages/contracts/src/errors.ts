/** Every error a client can see carries one of these codes beside its message. */
export const ErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  Unauthenticated: 'UNAUTHENTICATED',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  EmailTaken: 'EMAIL_TAKEN',
  Conflict: 'CONFLICT',
  IdempotencyConflict: 'IDEMPOTENCY_CONFLICT',
  InsufficientCredits: 'INSUFFICIENT_CREDITS',
  UnprocessableContent: 'UNPROCESSABLE_CONTENT',
  ProviderFailed: 'AI_PROVIDER_FAILED',
  RateLimited: 'RATE_LIMITED',
  /** Too many failed sign-ins to one account from devices it has not signed in from before. */
  SignInThrottled: 'SIGN_IN_THROTTLED',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  ProviderNotConfigured: 'PROVIDER_NOT_CONFIGURED',
  InvalidToken: 'INVALID_TOKEN',
  TokenUsed: 'TOKEN_USED',
  TokenExpired: 'TOKEN_EXPIRED',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  /** The student cancelled the job this request was waiting for. */
  Cancelled: 'CANCELLED',
  Internal: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const httpStatusOf: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  CONFLICT: 409,
  IDEMPOTENCY_CONFLICT: 409,
  INSUFFICIENT_CREDITS: 402,
  UNPROCESSABLE_CONTENT: 422,
  AI_PROVIDER_FAILED: 502,
  RATE_LIMITED: 429,
  SIGN_IN_THROTTLED: 429,
  PAYLOAD_TOO_LARGE: 413,
  PROVIDER_NOT_CONFIGURED: 501,
  INVALID_TOKEN: 400,
  TOKEN_USED: 410,
  TOKEN_EXPIRED: 410,
  SERVICE_UNAVAILABLE: 503,
  CANCELLED: 409,
  INTERNAL: 500,
};

/** The JSON body of every failed HTTP call and every failed NATS reply. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
}

/** A failure that is part of the domain: it crosses NATS and HTTP as `{ message, code }`. */
export class DomainError extends Error {
  /** `cause`: the failure underneath (a refused connection), for the logs only; it never crosses NATS or HTTP. */
  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DomainError';
  }

  get status(): number {
    return httpStatusOf[this.code];
  }

  toBody(): ErrorBody {
    return { message: this.message, code: this.code };
  }
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { message, code } = value as Record<string, unknown>;
  return typeof message === 'string' && typeof code === 'string' && code in httpStatusOf;
}

/** The message a client sees for an invalid payload: the first problem, in the schema's own words. */
export function firstIssueMessage(error: { issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }> }): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const field = issue.path.map(String).join('.');
  // zod's own wording for a missing or mistyped field names no field; the spec's messages already do.
  if (field && /^Invalid input|^Required/.test(issue.message)) return `${field}: ${issue.message}`;
  return issue.message;
}
