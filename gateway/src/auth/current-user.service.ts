import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode, type CurrentUser } from '@studyforge/contracts';
import type { RpcClient, RpcContext } from '@studyforge/service-kit';
import { RPC_CLIENT } from '../tokens.js';

/** The signed-in user as the browser sees it: the auth service's user plus the credits service's balance. */
@Injectable()
export class CurrentUserService {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  async load(userId: string, context: RpcContext): Promise<CurrentUser> {
    const [user, credits] = await Promise.allSettled([
      this.rpc.request('auth.get-user', { userId }, context),
      this.rpc.request('credits.balance', { userId }, context),
    ]);
    if (user.status === 'rejected') {
      const error = user.reason;
      if (error instanceof DomainError && error.code === ErrorCode.NotFound) {
        throw new DomainError(ErrorCode.Unauthenticated, 'Your account no longer exists. Please sign up again.');
      }
      throw error;
    }
    return { ...user.value, credits: credits.status === 'fulfilled' ? credits.value.credits : null };
  }
}
