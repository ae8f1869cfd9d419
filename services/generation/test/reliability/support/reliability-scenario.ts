import { FREE_TRIAL_CREDITS } from '@studyforge/contracts';
import { appendFileSync } from 'node:fs';
import type pg from 'pg';
import type { ApiResponse } from '@studyforge/test-support';
import { waitUntil } from '@studyforge/test-support';

/** A request not answered within this long is a hang. */
export const HANG_MS = 90_000;

/** One line of the reliability table (see scripts/src/reliability.ts). */
export interface ScenarioRow {
  scenario: string;
  requests: number;
  /** Students whose balance differs from 50 minus what they received, or whose ledger does not add up to it, or with a reservation left open. */
  discrepancies: number;
  hangs: number;
  /** Answers ≥ 500 other than a 503 SERVICE_UNAVAILABLE with a message while a dependency was deliberately down. */
  serverErrors: number;
  /** 503 SERVICE_UNAVAILABLE with a message, answered while a dependency was deliberately down. */
  refusedDuringOutage: number;
}

export interface BalanceCheck {
  userId: string;
  balance: number;
  received: number;
  ledgerSum: number;
  openReservations: number;
  openJobs: number;
}

/**
 * Counts one failure scenario's requests and how they were answered, then compares every student's balance
 * with what they received (the credits their finished jobs used and their trivia sessions charged), and
 * writes its row to RELIABILITY_REPORT (a JSON-lines file) when that is set.
 */
export class ReliabilityScenario {
  private readonly row: ScenarioRow;

  constructor(
    scenario: string,
    private readonly db: pg.Pool,
  ) {
    this.row = { scenario, requests: 0, discrepancies: 0, hangs: 0, serverErrors: 0, refusedDuringOutage: 0 };
  }

  /** Sends one request; null when it hung. `outage`: a dependency is down on purpose, so a clear 503 is the right answer. */
  async send<T = any>(request: () => Promise<ApiResponse<T>>, options: { outage?: boolean } = {}): Promise<ApiResponse<T> | null> {
    this.row.requests++;
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), HANG_MS);
    });
    const response = await Promise.race([request(), hang]).finally(() => clearTimeout(timer));
    if (response === null) {
      this.row.hangs++;
      return null;
    }
    if (response.status >= 500) {
      const clear = response.status === 503 && (response.body as { code?: string } | null)?.code === 'SERVICE_UNAVAILABLE';
      if (clear && options.outage) this.row.refusedDuringOutage++;
      else this.row.serverErrors++;
    }
    return response;
  }

  /** Waits (up to `timeoutMs`) until nothing of these students is left open, then checks every balance. */
  async checkBalances(userIds: readonly string[], timeoutMs = 45_000): Promise<BalanceCheck[]> {
    await waitUntil(async () => (await Promise.all(userIds.map((id) => this.balanceOf(id)))).every((check) => check.openReservations === 0 && check.openJobs === 0), timeoutMs);
    const checks = await Promise.all(userIds.map((id) => this.balanceOf(id)));
    this.row.discrepancies = checks.filter((check) => !balanced(check)).length;
    return checks;
  }

  /** For a scenario that checks balances its own way (e.g. credits granted rather than spent). */
  countDiscrepancies(students: number): void {
    this.row.discrepancies += students;
  }

  get result(): ScenarioRow {
    return { ...this.row };
  }

  record(): ScenarioRow {
    const file = process.env.RELIABILITY_REPORT;
    if (file) appendFileSync(file, `${JSON.stringify(this.row)}\n`);
    return this.result;
  }

  private async balanceOf(userId: string): Promise<BalanceCheck> {
    const { rows } = await this.db.query<Omit<BalanceCheck, 'userId'>>(
      `SELECT
         (SELECT balance FROM credits.accounts WHERE user_id = $1) AS balance,
         (SELECT COALESCE(sum(delta), 0)::int FROM credits.ledger WHERE user_id = $1) AS "ledgerSum",
         (SELECT count(*)::int FROM credits.reservations WHERE user_id = $1 AND state = 'reserved') AS "openReservations",
         (SELECT count(*)::int FROM generation.jobs WHERE user_id = $1 AND stage NOT IN ('done', 'failed')) AS "openJobs",
         (SELECT COALESCE(sum(credits_used), 0)::int FROM generation.jobs WHERE user_id = $1 AND stage = 'done')
           + (SELECT COALESCE(sum(credits_charged), 0)::int FROM trivia.sessions WHERE user_id = $1) AS received`,
      [userId],
    );
    return { userId, ...rows[0]! };
  }
}

export function balanced(check: BalanceCheck): boolean {
  return (
    check.balance === FREE_TRIAL_CREDITS - check.received && check.ledgerSum === check.balance && check.openReservations === 0 && check.openJobs === 0
  );
}
