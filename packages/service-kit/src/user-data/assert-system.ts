import { DomainError, ErrorCode, type Actor } from '@studyforge/contracts';

/** Messages only StudyForge's own workers send (a data export, an erasure): never on behalf of a signed-in caller. */
export function assertSystem(actor: Actor): void {
  if (actor) throw new DomainError(ErrorCode.Forbidden, 'Only StudyForge itself may send this message.');
}
