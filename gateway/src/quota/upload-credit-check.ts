import { creditMessages, DomainError, ErrorCode, priceOf, type PricedFeature } from '@studyforge/contracts';
import type { RpcClient, RpcContext } from '@studyforge/service-kit';

/**
 * Asks for the student's balance before an upload is stored: a student who cannot pay for even one of
 * what the endpoint makes is refused (402) without anything written to storage. The service still
 * reserves the exact price when the job is created.
 */
export class UploadCreditCheck {
  constructor(private readonly rpc: Pick<RpcClient, 'request'>) {}

  async ensureAffordable(feature: PricedFeature, userId: string, context: RpcContext): Promise<void> {
    const needed = priceOf(feature);
    if (needed === 0) return;
    const { credits } = await this.rpc.request('credits.balance', { userId }, context);
    if (credits < needed) throw new DomainError(ErrorCode.InsufficientCredits, creditMessages.insufficient(needed, credits));
  }
}
