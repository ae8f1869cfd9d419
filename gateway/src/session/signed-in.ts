import { authMessages, DomainError, ErrorCode, type SignedInActor } from '@studyforge/contracts';
import type { Request } from 'express';

/** The signed-in user of the request, or a 401. */
export function signedInActor(req: Request): SignedInActor {
  if (req.isAuthenticated?.() && req.user) return { userId: req.user.id };
  throw new DomainError(ErrorCode.Unauthenticated, authMessages.signedOut);
}
