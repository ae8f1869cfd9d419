import { accountMessages, DomainError, ErrorCode } from '@studyforge/contracts';
import type { TokenPurpose } from './account-token.js';
import { TokenRejectedError } from './account-tokens.repository.js';

/** A refused token as the student sees it: forged, used and expired links each get their own sentence. */
export function tokenDomainError(error: unknown, purpose: TokenPurpose): unknown {
  if (!(error instanceof TokenRejectedError)) return error;
  switch (error.problem) {
    case 'invalid':
      return new DomainError(ErrorCode.InvalidToken, accountMessages.tokenInvalid);
    case 'used':
      return new DomainError(ErrorCode.TokenUsed, accountMessages.tokenUsed);
    case 'expired':
      return new DomainError(
        ErrorCode.TokenExpired,
        purpose === 'verify-email' ? accountMessages.verifyTokenExpired : accountMessages.resetTokenExpired,
      );
  }
}
