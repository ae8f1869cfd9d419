import {
  DomainError,
  ErrorCode,
  FOLLOW_REQUEST_RETRY_DAYS,
  MAX_PENDING_FOLLOW_REQUESTS,
  profileMessages,
  type CurrentProfileFields,
  type FollowStats,
  type PrivacySettings,
  type Profile,
  type ProfileFields,
} from '@studyforge/contracts';
import type { RpcContext } from '@studyforge/service-kit';
import type { AccountDirectory } from './account-directory.js';
import type { FollowRequestsRepository } from './follow-requests.repository.js';
import { visibilityFor, type Visibility } from './profile-access.js';
import { ProfileRepository, UsernameTakenError, type ProfileRow } from './profile.repository.js';
import { usernameCandidates } from './username-suggestion.js';

export interface ViewableProfile {
  row: ProfileRow;
  visibility: Visibility;
  isOwn: boolean;
}

const notFound = () => new DomainError(ErrorCode.NotFound, profileMessages.notFound);

/** The rules of profiles: made on first touch, seen only as their student's privacy allows, edited only by their student. */
export class ProfileService {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly accounts: AccountDirectory,
    private readonly requests: FollowRequestsRepository,
  ) {}

  /**
   * The student's profile, made on its first touch: the values auth held before profiles existed are
   * copied (so none is lost) and a username is chosen, the old one when it is usable and free, else one
   * made from the names. Auth must answer for that first copy; a student auth does not know has none.
   */
  async ensure(userId: string, context: RpcContext): Promise<ProfileRow> {
    const existing = await this.profiles.find(userId);
    if (existing) return existing;
    let legacy;
    try {
      legacy = await this.accounts.legacyProfile(userId, { requestId: context.requestId, actor: null });
    } catch (error) {
      if (error instanceof DomainError && error.code === ErrorCode.NotFound) throw notFound();
      throw error;
    }
    for (const username of usernameCandidates(legacy.username, legacy.firstName, legacy.lastName)) {
      try {
        await this.profiles.insert({
          userId,
          username,
          major: legacy.major,
          school: legacy.school,
          country: legacy.country,
          bio: legacy.bio?.slice(0, 500) ?? null,
          externalImageUrl: legacy.profileImageUrl,
        });
        break;
      } catch (error) {
        if (!(error instanceof UsernameTakenError)) throw error;
      }
    }
    const created = await this.profiles.find(userId);
    if (!created) throw new DomainError(ErrorCode.Conflict, 'A username could not be chosen. Please try again.');
    return created;
  }

  async own(userId: string, context: RpcContext): Promise<Profile> {
    const row = await this.ensure(userId, context);
    return this.present({ row, isOwn: true, visibility: visibilityFor(row.privacy, { isOwner: true, follows: false }) }, context);
  }

  async byUsername(viewerId: string, username: string, context: RpcContext): Promise<Profile> {
    const row = await this.profiles.findByUsername(username);
    if (!row) {
      // The viewer's own name finds their profile even before its first touch elsewhere.
      const own = await this.profiles.find(viewerId);
      if (own || !(await this.isOwnLegacyName(viewerId, username, context))) throw notFound();
      return this.own(viewerId, context);
    }
    return this.present(await this.viewable(viewerId, row.userId, context), context);
  }

  async current(userId: string, context: RpcContext): Promise<CurrentProfileFields> {
    const row = await this.ensure(userId, context);
    return {
      username: row.username,
      major: row.major,
      school: row.school,
      country: row.country,
      bio: row.bio,
      profileImageUrl: imageUrlOf(row),
    };
  }

  /** The profile as `viewerId` may see it; 'Profile not found' when they may not see it at all. */
  async viewable(viewerId: string, profileId: string, context: RpcContext): Promise<ViewableProfile> {
    const isOwn = viewerId === profileId;
    const row = isOwn ? await this.ensure(profileId, context) : await this.findOrTouch(profileId, context);
    const follows = isOwn ? false : await this.profiles.follows(viewerId, profileId);
    const visibility = visibilityFor(row.privacy, { isOwner: isOwn, follows });
    if (visibility.access === 'none') throw notFound();
    return { row, visibility, isOwn };
  }

  async update(userId: string, fields: Partial<ProfileFields>, context: RpcContext): Promise<Profile> {
    const row = await this.ensure(userId, context);
    if (fields.username !== undefined) {
      const holder = await this.profiles.usernameHolder(fields.username);
      if (holder && holder !== userId) throw new DomainError(ErrorCode.Conflict, profileMessages.usernameTaken);
    }
    if (fields.firstName !== undefined || fields.lastName !== undefined) {
      const identity = await this.accounts.identity(userId, context);
      const firstName = fields.firstName ?? identity?.firstName;
      const lastName = fields.lastName ?? identity?.lastName;
      if (!firstName || !lastName) throw new DomainError(ErrorCode.ServiceUnavailable, 'Your name cannot be changed right now. Please try again in a moment.');
      if (firstName !== identity?.firstName || lastName !== identity?.lastName) await this.accounts.renameAccount(userId, { firstName, lastName }, context);
    }
    try {
      await this.profiles.update(row.userId, { username: fields.username, major: fields.major, school: fields.school, country: fields.country, bio: fields.bio });
    } catch (error) {
      if (error instanceof UsernameTakenError) throw new DomainError(ErrorCode.Conflict, profileMessages.usernameTaken);
      throw error;
    }
    return this.own(userId, context);
  }

  async privacy(userId: string, context: RpcContext): Promise<PrivacySettings> {
    return (await this.ensure(userId, context)).privacy;
  }

  async updatePrivacy(userId: string, patch: Partial<PrivacySettings>, context: RpcContext): Promise<PrivacySettings> {
    await this.ensure(userId, context);
    await this.profiles.updatePrivacy(userId, patch);
    if (patch.profileVisibility === 'public') await this.requests.approveAll(userId);
    return this.privacy(userId, context);
  }

  async followStats(viewerId: string, profileId: string, context: RpcContext): Promise<FollowStats> {
    await this.viewable(viewerId, profileId, context);
    return this.countsFor(viewerId, profileId);
  }

  /**
   * Following again changes nothing; following oneself is refused; a profile one may not see cannot be followed.
   * A followers-only profile is asked instead: it shows nothing more until its student approves.
   */
  async follow(viewerId: string, profileId: string, context: RpcContext): Promise<FollowStats> {
    if (viewerId === profileId) throw new DomainError(ErrorCode.ValidationFailed, profileMessages.cannotFollowSelf);
    await this.viewable(viewerId, profileId, context);
    await this.ensure(viewerId, context);
    const outcome = await this.requests.ask(viewerId, profileId, { maxPending: MAX_PENDING_FOLLOW_REQUESTS, retryAfterDays: FOLLOW_REQUEST_RETRY_DAYS });
    if (outcome === 'gone') throw notFound();
    if (outcome === 'too-soon') throw new DomainError(ErrorCode.RateLimited, profileMessages.followRequestTooSoon);
    if (outcome === 'too-many') throw new DomainError(ErrorCode.RateLimited, profileMessages.tooManyFollowRequests);
    if (outcome === 'open') await this.profiles.follow(viewerId, profileId);
    return this.countsFor(viewerId, profileId);
  }

  /** Not following changes nothing; a student may stop following even a profile that has since become private. */
  async unfollow(viewerId: string, profileId: string, context: RpcContext): Promise<FollowStats> {
    return this.stopAsking(viewerId, profileId, () => this.profiles.unfollow(viewerId, profileId));
  }

  /** No request changes nothing; a request may be withdrawn even from a profile that has since become private. */
  async withdrawRequest(viewerId: string, profileId: string, context: RpcContext): Promise<FollowStats> {
    return this.stopAsking(viewerId, profileId, () => this.requests.withdraw(viewerId, profileId));
  }

  private async stopAsking(viewerId: string, profileId: string, stop: () => Promise<void>): Promise<FollowStats> {
    if (viewerId === profileId) throw new DomainError(ErrorCode.ValidationFailed, profileMessages.cannotFollowSelf);
    const row = await this.profiles.find(profileId);
    if (!row) throw notFound();
    await stop();
    const visibility = visibilityFor(row.privacy, { isOwner: false, follows: false });
    if (visibility.access === 'none') throw notFound();
    return this.countsFor(viewerId, profileId);
  }

  private async countsFor(viewerId: string, profileId: string): Promise<FollowStats> {
    const [counts, isFollowing, isRequested] = await Promise.all([
      this.profiles.followCounts(profileId),
      this.profiles.follows(viewerId, profileId),
      this.requests.isPending(viewerId, profileId),
    ]);
    return { ...counts, isFollowing, isRequested };
  }

  private async findOrTouch(profileId: string, context: RpcContext): Promise<ProfileRow> {
    return (await this.profiles.find(profileId)) ?? this.ensure(profileId, context);
  }

  private async isOwnLegacyName(viewerId: string, username: string, context: RpcContext): Promise<boolean> {
    const legacy = await this.accounts.legacyProfile(viewerId, { requestId: context.requestId, actor: null }).catch(() => null);
    return legacy?.username?.toLowerCase() === username.toLowerCase();
  }

  private async present(view: ViewableProfile, context: RpcContext): Promise<Profile> {
    const { row, visibility, isOwn } = view;
    const identity = await this.accounts.identity(row.userId, context);
    const full = visibility.access === 'full';
    return {
      id: row.userId,
      username: row.username,
      firstName: identity?.firstName ?? null,
      lastName: identity?.lastName ?? null,
      profileImageUrl: imageUrlOf(row),
      plan: identity?.plan ?? null,
      major: full ? row.major : null,
      school: full ? row.school : null,
      country: full ? row.country : null,
      bio: full ? row.bio : null,
      isOwn,
      access: full ? 'full' : 'limited',
      progressVisible: visibility.progressVisible,
      achievementsVisible: visibility.achievementsVisible,
      allowsMessages: full && row.privacy.allowMessages,
      privacy: isOwn ? row.privacy : null,
      createdAt: row.createdAt.toISOString(),
    };
  }
}

/** The uploaded avatar (its URL changes with each upload, so browsers may keep it), else a provider's picture. */
export function imageUrlOf(row: Pick<ProfileRow, 'userId' | 'avatarKey' | 'avatarVersion' | 'externalImageUrl'>): string | null {
  if (row.avatarKey) return `/api/profile/${row.userId}/avatar?v=${row.avatarVersion}`;
  return row.externalImageUrl;
}
