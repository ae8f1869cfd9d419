import type { Identity, LegacyProfile } from '@studyforge/contracts';
import type { RpcClient, RpcContext } from '@studyforge/service-kit';

/** What the profile service asks auth, which owns names, plans and the values kept before profiles existed. */
export class AccountDirectory {
  constructor(private readonly rpc: RpcClient) {}

  legacyProfile(userId: string, context: RpcContext): Promise<LegacyProfile> {
    return this.rpc.request('auth.legacy-profile', { userId }, context);
  }

  /** Null while auth does not answer: the profile still shows, without its name and plan. */
  async identity(userId: string, context: RpcContext): Promise<Identity | null> {
    try {
      const { identities } = await this.rpc.request('auth.identities', { userIds: [userId] }, context);
      return identities[0] ?? null;
    } catch {
      return null;
    }
  }

  async renameAccount(userId: string, names: { firstName: string; lastName: string }, context: RpcContext): Promise<void> {
    await this.rpc.request('auth.update-names', { userId, ...names }, context);
  }
}
