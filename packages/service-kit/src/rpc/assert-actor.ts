import { DomainError, ErrorCode, type Actor } from '@studyforge/contracts';

/** A service's own ownership check: the caller must be the user the data belongs to. */
export function assertActorIs(actor: Actor, userId: string): void {
  if (!actor) throw new DomainError(ErrorCode.Unauthenticated, 'You are not signed in.');
  if (actor.userId !== userId) throw new DomainError(ErrorCode.Forbidden, 'You can only access your own account.');
}
