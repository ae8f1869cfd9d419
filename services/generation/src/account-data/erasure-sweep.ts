import type { RpcClient } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import type { AccountErasureQueue } from './account-erasure.queue.js';

/** How often the worker looks for closed accounts whose erasure is not queued (lost, or out of attempts). */
export const ERASURE_SWEEP_MS = 5 * 60_000;

/**
 * The reconciler of account erasures: auth lists every closed account not yet erased, and each gets its
 * erasure queued again unless it is waiting or running. Runs when the worker starts and then periodically,
 * so an erasure survives a lost queue entry, a restart, or running out of attempts.
 */
export class ErasureSweep {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly rpc: RpcClient,
    private readonly erasures: AccountErasureQueue,
    private readonly logger: Logger,
  ) {}

  /** Answers whether auth could be asked (a sweep that could not is tried again sooner). */
  async sweep(): Promise<boolean> {
    try {
      const { userIds } = await this.rpc.request('auth.pending-erasures', {}, { requestId: 'erasure-sweep', actor: null });
      const outcomes = await Promise.all(userIds.map((userId) => this.erasures.ensureQueued(userId)));
      const requeued = outcomes.filter((outcome) => outcome !== 'pending').length;
      if (requeued) this.logger.info({ pending: userIds.length, requeued }, 'account erasures queued again');
      return true;
    } catch (error) {
      this.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'account erasure sweep failed; trying again soon');
      return false;
    }
  }

  start(intervalMs = ERASURE_SWEEP_MS, retryMs = 10_000): void {
    const next = (ok: boolean) => {
      this.timer = setTimeout(() => void this.sweep().then(next), ok ? intervalMs : retryMs);
      this.timer.unref();
    };
    void this.sweep().then(next);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
  }
}
