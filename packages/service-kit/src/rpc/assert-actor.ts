import { authMessages, DomainError, ErrorCode, type Actor } from '@studyforge/contracts';

/** The signed-in user a message acts for; a message without one is refused. */
export function signedInUser(actor: Actor): string {
  if (!actor) throw new DomainError(ErrorCode.Unauthenticated, authMessages.signedOut);
  return actor.userId;
}

/** A service's own ownership check: the caller must be the user the data belongs to. */
export function assertActorIs(actor: Actor, userId: string): void {
  if (!actor) throw new DomainError(ErrorCode.Unauthenticated, authMessages.signedOut);
  if (actor.userId !== userId) throw new DomainError(ErrorCode.Forbidden, 'You can only access your own account.');
}
