import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DomainError, ErrorCode, profileMessages } from '@studyforge/contracts';
import { assertActorIs, checkDatabase, ObjectStorage, parseRequest, serviceHealth, signedInUser } from '@studyforge/service-kit';
import { DataSource } from 'typeorm';
import { AvatarService } from './avatar.service.js';
import { FollowRequestsService } from './follow-requests.service.js';
import { ProfileFiguresService } from './profile-figures.service.js';
import { ProfileService } from './profile.service.js';

/** Every message acts for its actor: the service, not the gateway, decides what that student may read or change. */
@Controller()
export class ProfileController {
  constructor(
    @Inject(ProfileService) private readonly profiles: ProfileService,
    @Inject(ProfileFiguresService) private readonly figures: ProfileFiguresService,
    @Inject(AvatarService) private readonly avatars: AvatarService,
    @Inject(FollowRequestsService) private readonly followRequests: FollowRequestsService,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
  ) {}

  @MessagePattern('profile.get-own')
  getOwn(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('profile.get-own', payload);
    assertActorIs(actor, data.userId);
    return this.profiles.own(data.userId, { requestId, actor });
  }

  @MessagePattern('profile.get-by-username')
  getByUsername(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('profile.get-by-username', payload);
    return this.profiles.byUsername(signedInUser(actor), data.username, { requestId, actor });
  }

  @MessagePattern('profile.current')
  current(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('profile.current', payload);
    assertActorIs(actor, data.userId);
    return this.profiles.current(data.userId, { requestId, actor });
  }

  @MessagePattern('profile.update')
  update(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('profile.update', payload);
    assertActorIs(actor, data.userId);
    return this.profiles.update(data.userId, data.fields, { requestId, actor });
  }

  @MessagePattern('profile.get-privacy')
  getPrivacy(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('profile.get-privacy', payload);
    assertActorIs(actor, data.userId);
    return this.profiles.privacy(data.userId, { requestId, actor });
  }

  @MessagePattern('profile.update-privacy')
  updatePrivacy(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('profile.update-privacy', payload);
    assertActorIs(actor, data.userId);
    const { userId, ...patch } = data;
    return this.profiles.updatePrivacy(userId, patch, { requestId, actor });
  }

  @MessagePattern('profile.set-avatar')
  async setAvatar(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('profile.set-avatar', payload);
    assertActorIs(actor, data.userId);
    const owned = `uploads/${data.userId}/`;
    if (data.uploads.some((upload) => !upload.key.startsWith(owned))) throw new DomainError(ErrorCode.Forbidden, 'You can only use your own uploads.');
    await this.profiles.ensure(data.userId, { requestId, actor });
    await this.avatars.replace(data.userId, data.uploads);
    return this.profiles.own(data.userId, { requestId, actor });
  }

  @MessagePattern('profile.avatar')
  async avatar(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('profile.avatar', payload);
    const { row } = await this.profiles.viewable(signedInUser(actor), data.profileId, { requestId, actor });
    if (!row.avatarKey) throw new DomainError(ErrorCode.NotFound, profileMessages.noAvatar);
    return { key: row.avatarKey, contentType: 'image/webp' };
  }

  @MessagePattern('profile.stats')
  stats(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('profile.stats', payload);
    return this.figures.stats(signedInUser(actor), data.profileId, { requestId, actor });
  }

  @MessagePattern('profile.follow-stats')
  followStats(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('profile.follow-stats', payload);
    return this.profiles.followStats(signedInUser(actor), data.profileId, { requestId, actor });
  }

  @MessagePattern('profile.flashcards')
  flashcards(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('profile.flashcards', payload);
    return this.figures.flashcards(signedInUser(actor), data.profileId, { requestId, actor });
  }

  @MessagePattern('profile.quizzes')
  quizzes(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('profile.quizzes', payload);
    return this.figures.quizzes(signedInUser(actor), data.profileId, { requestId, actor });
  }

  @MessagePattern('profile.progress')
  progress(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('profile.progress', payload);
    return this.figures.progress(signedInUser(actor), data.profileId, { requestId, actor });
  }

  @MessagePattern('profile.follow')
  follow(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('profile.follow', payload);
    return this.profiles.follow(signedInUser(actor), data.profileId, { requestId, actor });
  }

  @MessagePattern('profile.unfollow')
  unfollow(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('profile.unfollow', payload);
    return this.profiles.unfollow(signedInUser(actor), data.profileId, { requestId, actor });
  }

  @MessagePattern('profile.withdraw-follow-request')
  withdrawFollowRequest(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('profile.withdraw-follow-request', payload);
    return this.profiles.withdrawRequest(signedInUser(actor), data.profileId, { requestId, actor });
  }

  @MessagePattern('profile.follow-requests')
  followRequestsWaiting(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('profile.follow-requests', payload);
    assertActorIs(actor, data.userId);
    return this.followRequests.waiting(data.userId, { requestId, actor });
  }

  @MessagePattern('profile.answer-follow-request')
  answerFollowRequest(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('profile.answer-follow-request', payload);
    assertActorIs(actor, data.userId);
    return this.followRequests.answer(data.userId, data.requesterId, data.answer, { requestId, actor });
  }

  @MessagePattern('profile.health')
  health(@Payload() payload: unknown) {
    parseRequest('profile.health', payload);
    return serviceHealth('profile', { postgres: () => checkDatabase(this.dataSource), storage: () => this.storage.check() });
  }
}
