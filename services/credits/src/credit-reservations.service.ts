import {
  creditMessages,
  DomainError,
  ErrorCode,
  type CreditRelease,
  type CreditReservationReply,
  type CreditReserve,
  type CreditSettle,
} from '@studyforge/contracts';
import { isUniqueViolation } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import type { CreditReservationsRepository, ReservationRow } from './credit-reservations.repository.js';
import type { Queryable } from './credits.repository.js';

/**
 * The credit state machine of a job or trivia session, each step in one transaction with its ledger row:
 * reserved → settled (charged at most what was reserved, the rest given back) | released (all of it given
 * back). A step on a reservation that has already ended is a replay and moves nothing, so nothing given
 * back can ever exceed what that reservation charged.
 */
export class CreditReservationsService {
  constructor(
    private readonly reservations: CreditReservationsRepository,
    private readonly logger: Logger,
  ) {}

  private get credits() {
    return this.reservations.credits;
  }

  async reserve(request: CreditReserve): Promise<CreditReservationReply> {
    await this.credits.ensureAccount(request.userId);
    return this.retryingRace(() =>
      this.credits.transaction(async (db) => {
        const seen = await this.reservations.lock(db, request.key);
        if (seen) {
          if (seen.state === 'released' && seen.userId === null) throw new DomainError(ErrorCode.Conflict, creditMessages.reservationReleased);
          if (seen.userId !== request.userId || seen.reserved !== request.amount) {
            throw new DomainError(ErrorCode.IdempotencyConflict, creditMessages.reservationConflict);
          }
          return this.reply(seen, true, db);
        }
        const debited = await this.credits.debit(db, { userId: request.userId, amount: request.amount, reason: request.reason, idempotencyKey: `${request.key}:reserve` });
        if (!debited) {
          const balance = (await this.credits.findBalance(request.userId, db)) ?? 0;
          throw new DomainError(ErrorCode.InsufficientCredits, creditMessages.insufficient(request.amount, balance));
        }
        const row = await this.reservations.insertReserved(db, { key: request.key, userId: request.userId, reserved: request.amount });
        return { ...this.shape(row), balance: debited.balanceAfter, replayed: false };
      }),
    );
  }

  async settle(request: CreditSettle): Promise<CreditReservationReply> {
    return this.credits.transaction(async (db) => {
      const seen = await this.reservations.lock(db, request.key);
      if (!seen) throw new DomainError(ErrorCode.NotFound, `No credits were reserved for ${request.key}.`);
      if (seen.state !== 'reserved') return this.reply(seen, true, db);
      const charged = Math.min(request.charged, seen.reserved);
      const balance = await this.giveBack(db, seen, seen.reserved - charged, 'settle', request.reason);
      const row = await this.reservations.finish(db, request.key, 'settled', charged);
      this.logger.info({ key: request.key, reserved: seen.reserved, charged }, 'reservation settled');
      return { ...this.shape(row), balance, replayed: false };
    });
  }

  async release(request: CreditRelease): Promise<CreditReservationReply> {
    return this.retryingRace(() =>
      this.credits.transaction(async (db) => {
        const seen = await this.reservations.lock(db, request.key);
        if (!seen) {
          const tombstone = await this.reservations.insertTombstone(db, request.key);
          if (!tombstone) throw new ReservationRace();
          this.logger.info({ key: request.key }, 'released before it was reserved: a later reservation is refused');
          return { ...this.shape(tombstone), balance: null, replayed: false };
        }
        if (seen.state !== 'reserved') return this.reply(seen, true, db);
        const balance = await this.giveBack(db, seen, seen.reserved, 'release', request.reason);
        const row = await this.reservations.finish(db, request.key, 'released', 0);
        this.logger.info({ key: request.key, reserved: seen.reserved }, 'reservation released');
        return { ...this.shape(row), balance, replayed: false };
      }),
    );
  }

  private async giveBack(db: Queryable, row: ReservationRow, amount: number, why: 'settle' | 'release', reason: string): Promise<number> {
    const userId = row.userId!;
    if (amount <= 0) return (await this.credits.findBalance(userId, db)) ?? 0;
    await this.credits.lockAccount(userId, db);
    const done = await this.credits.credit(db, 'refund', { userId, amount, reason, idempotencyKey: `${row.key}:${why}` });
    return done.balanceAfter;
  }

  private async reply(row: ReservationRow, replayed: boolean, db: Queryable): Promise<CreditReservationReply> {
    const balance = row.userId === null ? null : ((await this.credits.findBalance(row.userId, db)) ?? 0);
    return { ...this.shape(row), balance, replayed };
  }

  private shape(row: ReservationRow): Omit<CreditReservationReply, 'balance' | 'replayed'> {
    return { key: row.key, state: row.state, reserved: row.reserved, charged: row.charged };
  }

  /** Two first calls with one key meet at a unique index (or a tombstone's insert): the loser runs again and replays. */
  private async retryingRace<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (attempt >= 3 || !(error instanceof ReservationRace || isUniqueViolation(error))) throw error;
      }
    }
  }
}

class ReservationRace extends Error {}
