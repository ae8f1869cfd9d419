import { eraseAccountTaskSchema, eraseSubjectOf, USER_DATA_SERVICES, type ServiceName } from '@studyforge/contracts';
import type { RpcClient } from '@studyforge/service-kit';
import { UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import type { TaskAttempt, TaskHandler } from '../jobs/tasks/task-handler.js';

const ERASE_TIMEOUT_MS = 60_000;

/**
 * Erases a closed account in every service that keeps student data, auth last (its row is the record
 * that the erasure is unfinished). A service that does not confirm makes the attempt fail, so the queue
 * tries again with backoff; every service's erasure is safe to repeat.
 */
export class EraseAccountTask implements TaskHandler {
  private readonly services: readonly ServiceName[];

  constructor(
    private readonly rpc: RpcClient,
    private readonly logger: Logger,
    services: readonly ServiceName[] = USER_DATA_SERVICES,
  ) {
    this.services = services;
  }

  async run(data: unknown, attempt: TaskAttempt): Promise<void> {
    const parsed = eraseAccountTaskSchema.safeParse(data);
    if (!parsed.success) throw new UnrecoverableError('invalid erasure task');
    const { userId } = parsed.data;
    const context = { requestId: `erase-${userId}`, actor: null };
    const log = { userId, attempt: attempt.number };
    const first = this.services.filter((service) => service !== 'auth');
    const results = await Promise.allSettled(
      first.map((service) => this.rpc.request(eraseSubjectOf(service), { userId }, context, ERASE_TIMEOUT_MS)),
    );
    const unconfirmed = first.filter((_, index) => results[index]!.status === 'rejected');
    if (unconfirmed.length) {
      const reasons = Object.fromEntries(
        unconfirmed.map((service) => [service, String((results[first.indexOf(service)] as PromiseRejectedResult).reason?.message ?? 'failed')]),
      );
      this.logger[attempt.final ? 'error' : 'warn']({ ...log, unconfirmed, reasons }, attempt.final ? 'account erasure unfinished: the sweep will queue it again' : 'account erasure waiting for services; it will be retried');
      throw new Error(`not confirmed yet by: ${unconfirmed.join(', ')}`);
    }
    const counts = Object.fromEntries(first.map((service, index) => [service, (results[index] as PromiseFulfilledResult<{ counts: Record<string, number> }>).value.counts]));
    if (this.services.includes('auth')) await this.rpc.request(eraseSubjectOf('auth'), { userId }, context, ERASE_TIMEOUT_MS);
    this.logger.info({ ...log, counts }, 'account erased in every service');
  }
}
