import type { ProfileActivity, TriviaActivity } from '@studyforge/contracts';
import type { RpcClient, RpcContext } from '@studyforge/service-kit';
import type { Logger } from 'pino';

/** Either the figures, or null when their service did not answer in time. */
export type Figures<T> = T | null;

/**
 * The numbers other services own: saved work (generation) and trivia. Each is asked with a short
 * timeout, well inside the gateway's own, so a profile still answers when one of them is down.
 */
export class ActivitySources {
  constructor(
    private readonly rpc: RpcClient,
    private readonly timeoutMs: number,
    private readonly logger: Logger,
  ) {}

  saved(userId: string, context: RpcContext): Promise<Figures<ProfileActivity>> {
    return this.ask(() => this.rpc.request('generation.profile-activity', { userId }, context, this.timeoutMs), 'generation');
  }

  trivia(userId: string, context: RpcContext): Promise<Figures<TriviaActivity>> {
    return this.ask(() => this.rpc.request('trivia.profile-activity', { userId }, context, this.timeoutMs), 'trivia');
  }

  private async ask<T>(request: () => Promise<T>, service: string): Promise<Figures<T>> {
    try {
      return await request();
    } catch (error) {
      this.logger.warn({ service, err: error instanceof Error ? error.message : error }, 'profile figures unavailable');
      return null;
    }
  }
}
