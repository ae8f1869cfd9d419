import { DomainError, ErrorCode, profileMessages, type FollowRequest } from '@studyforge/contracts';
import type { RpcContext } from '@studyforge/service-kit';
import type { AccountDirectory } from './account-directory.js';
import type { FollowRequestsRepository } from './follow-requests.repository.js';
import { imageUrlOf } from './profile.service.js';

export type FollowRequestAnswer = 'approve' | 'decline';

/** The owner's side of follow requests: only requests made to the student themselves are listed or answered. */
export class FollowRequestsService {
  constructor(
    private readonly requests: FollowRequestsRepository,
    private readonly accounts: AccountDirectory,
  ) {}

  async waiting(userId: string, context: RpcContext): Promise<FollowRequest[]> {
    const rows = await this.requests.pendingFor(userId);
    const names = await this.accounts.names(
      rows.map((row) => row.followerId),
      context,
    );
    return rows.map((row) => ({
      requesterId: row.followerId,
      username: row.username,
      firstName: names.get(row.followerId)?.firstName ?? null,
      lastName: names.get(row.followerId)?.lastName ?? null,
      profileImageUrl: imageUrlOf({ userId: row.followerId, avatarKey: row.avatarKey, avatarVersion: row.avatarVersion, externalImageUrl: row.externalImageUrl }),
      requestedAt: row.requestedAt.toISOString(),
    }));
  }

  /** Approved: a follower from now on. Declined: removed, and the student may ask again only after a while. */
  async answer(userId: string, requesterId: string, answer: FollowRequestAnswer, context: RpcContext): Promise<FollowRequest[]> {
    const answered = answer === 'approve' ? await this.requests.approve(requesterId, userId) : await this.requests.decline(requesterId, userId);
    if (!answered) throw new DomainError(ErrorCode.NotFound, profileMessages.followRequestGone);
    return this.waiting(userId, context);
  }
}
