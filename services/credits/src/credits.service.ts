import {
  creditMessages,
  DomainError,
  ErrorCode,
  type CreditMovement,
  type CreditMovementReply,
  type CreditStatsReply,
  type CreditsReply,
} from '@studyforge/contracts';
import { isUniqueViolation } from '@studyforge/service-kit';
import { CreditsRepository, type LedgerRow, type Queryable } from './credits.repository.js';

type MovementKind = 'debit' | 'refund' | 'grant';

/** The ledger keys of a reservation's movements, which only the reservation's own state machine may write. */
const RESERVATION_MOVEMENT = /^(job|trivia):[^:]+:(reserve|settle|release)$/;

/** The rules of credits: free trial once, no overdraft, every movement once per idempotency key. */
export class CreditsService {
  constructor(private readonly repository: CreditsRepository) {}

  async balance(userId: string): Promise<CreditsReply> {
    const known = await this.repository.findBalance(userId);
    if (known !== null) return { credits: known };
    await this.repository.ensureAccount(userId);
    return { credits: (await this.repository.findBalance(userId)) ?? 0 };
  }

  async stats(userId: string): Promise<CreditStatsReply> {
    await this.repository.ensureAccount(userId);
    const totals = await this.repository.totals(userId);
    return {
      credits: totals.balance,
      totalGranted: totals.granted,
      totalSpent: totals.spent,
      totalRefunded: totals.refunded,
    };
  }

  debit(move: CreditMovement): Promise<CreditMovementReply> {
    return this.move('debit', move, async (db) => {
      const done = await this.repository.debit(db, move);
      if (done) return done;
      const balance = (await this.repository.findBalance(move.userId, db)) ?? 0;
      throw new DomainError(ErrorCode.InsufficientCredits, creditMessages.insufficient(move.amount, balance));
    });
  }

  refund(move: CreditMovement): Promise<CreditMovementReply> {
    return this.move('refund', move, async (db) => {
      if (RESERVATION_MOVEMENT.test(move.idempotencyKey)) {
        throw new DomainError(ErrorCode.ValidationFailed, 'A job or trivia session gives credits back by credits.settle or credits.release only.');
      }
      await this.repository.lockAccount(move.userId, db);
      const totals = await this.repository.totals(move.userId, db);
      if (totals.refunded + move.amount > totals.spent) {
        throw new DomainError(ErrorCode.ValidationFailed, 'A refund cannot exceed the credits that were spent.');
      }
      return this.repository.credit(db, 'refund', move);
    });
  }

  grant(move: CreditMovement): Promise<CreditMovementReply> {
    return this.move('grant', move, (db) => this.repository.credit(db, 'grant', move));
  }

  /**
   * Opens the account (with its trial) first, on its own, so a refused movement still leaves it open.
   * Then runs the movement in a transaction. A key seen before answers with the first result; two
   * concurrent calls with one key meet at the ledger's unique index, and the loser replays.
   */
  private async move(
    kind: MovementKind,
    move: CreditMovement,
    apply: (db: Queryable) => Promise<{ id: string; balanceAfter: number }>,
  ): Promise<CreditMovementReply> {
    await this.repository.ensureAccount(move.userId);
    try {
      return await this.repository.transaction(async (db) => {
        const seen = await this.repository.findByIdempotencyKey(move.idempotencyKey, db);
        if (seen) return this.replay(kind, move, seen, db);
        const done = await apply(db);
        return { balance: done.balanceAfter, entryId: done.id, replayed: false };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const seen = await this.repository.findByIdempotencyKey(move.idempotencyKey);
      if (!seen) throw error;
      return this.replay(kind, move, seen);
    }
  }

  private async replay(
    kind: MovementKind,
    move: CreditMovement,
    seen: LedgerRow,
    db?: Queryable,
  ): Promise<CreditMovementReply> {
    const expectedDelta = kind === 'debit' ? -move.amount : move.amount;
    if (seen.userId !== move.userId || seen.kind !== kind || seen.delta !== expectedDelta) {
      throw new DomainError(ErrorCode.IdempotencyConflict, creditMessages.idempotencyConflict);
    }
    const balance = (await this.repository.findBalance(move.userId, db)) ?? 0;
    return { balance, entryId: seen.id, replayed: true };
  }
}
