import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode, type CurrentProfileFields, type CurrentUser } from '@studyforge/contracts';
import type { RpcClient, RpcContext } from '@studyforge/service-kit';
import { RPC_CLIENT } from '../tokens.js';

/** While the profile service does not answer, the user still loads, without the profile's fields. */
const NO_PROFILE_FIELDS: CurrentProfileFields = { username: null, major: null, school: null, country: null, bio: null, profileImageUrl: null };

/** The signed-in user as the browser sees it: the auth service's account, the profile service's fields and the credits service's balance. */
@Injectable()
export class CurrentUserService {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  async load(userId: string, context: RpcContext): Promise<CurrentUser> {
    const [user, credits, profile, billing] = await Promise.allSettled([
      this.rpc.request('auth.get-user', { userId }, context),
      this.rpc.request('credits.balance', { userId }, context),
      this.rpc.request('profile.current', { userId }, context),
      this.rpc.request('billing.get-plan', { userId }, context),
    ]);
    if (user.status === 'rejected') {
      const error = user.reason;
      if (error instanceof DomainError && error.code === ErrorCode.NotFound) {
        throw new DomainError(ErrorCode.Unauthenticated, 'Your account no longer exists. Please sign up again.');
      }
      throw error;
    }
    return {
      ...user.value,
      ...(profile.status === 'fulfilled' ? profile.value : NO_PROFILE_FIELDS),
      credits: credits.status === 'fulfilled' ? credits.value.credits : null,
      // Billing owns the plan; while it does not answer, the account's stored plan stands in.
      ...(billing.status === 'fulfilled' ? { plan: billing.value.plan } : {}),
    };
  }
}
