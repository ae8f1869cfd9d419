import type { Identity, LegacyProfile } from '@studyforge/contracts';
import type { RpcClient, RpcContext } from '@studyforge/service-kit';

/** What the profile service asks auth, which owns names, plans and the values kept before profiles existed. */
export class AccountDirectory {
  constructor(
    private readonly rpc: RpcClient,
    /** For the name and plan beside a profile: short, so a profile still answers when auth or billing hangs. */
    private readonly identityTimeoutMs: number,
  ) {}

  legacyProfile(userId: string, context: RpcContext): Promise<LegacyProfile> {
    return this.rpc.request('auth.legacy-profile', { userId }, context);
  }

  /** Null while auth does not answer: the profile still shows, without its name and plan. The plan is billing's (auth's stored one while billing does not answer). */
  async identity(userId: string, context: RpcContext): Promise<Identity | null> {
    const [found, billing] = await Promise.allSettled([
      this.rpc.request('auth.identities', { userIds: [userId] }, context, this.identityTimeoutMs),
      this.rpc.request('billing.get-plan', { userId }, context, this.identityTimeoutMs),
    ]);
    if (found.status === 'rejected') return null;
    const identity = found.value.identities[0] ?? null;
    return identity && billing.status === 'fulfilled' ? { ...identity, plan: billing.value.plan } : identity;
  }

  /** Names of up to 100 students by id; empty while auth does not answer (the list still shows, by username). */
  async names(userIds: string[], context: RpcContext): Promise<Map<string, Identity>> {
    if (userIds.length === 0) return new Map();
    try {
      const { identities } = await this.rpc.request('auth.identities', { userIds }, context, this.identityTimeoutMs);
      return new Map(identities.map((identity) => [identity.id, identity]));
    } catch {
      return new Map();
    }
  }

  async renameAccount(userId: string, names: { firstName: string; lastName: string }, context: RpcContext): Promise<void> {
    await this.rpc.request('auth.update-names', { userId, ...names }, context);
  }
}
