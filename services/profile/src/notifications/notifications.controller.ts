import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { assertActorIs, assertSystem, parseRequest } from '@studyforge/service-kit';
import { NotificationPreferencesService } from './notification-preferences.service.js';
import { PushService } from './push/push.service.js';
import { WeeklyProgressService } from './weekly-progress.service.js';

@Controller()
export class NotificationsController {
  constructor(
    @Inject(NotificationPreferencesService) private readonly preferences: NotificationPreferencesService,
    @Inject(PushService) private readonly push: PushService,
    @Inject(WeeklyProgressService) private readonly weekly: WeeklyProgressService,
  ) {}

  /** The student reads their own; the system (no actor) reads anyone's before a reminder or the weekly mail. */
  @MessagePattern('profile.notification-preferences')
  get(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('profile.notification-preferences', payload);
    if (actor) assertActorIs(actor, data.userId);
    return this.preferences.get(data.userId);
  }

  @MessagePattern('profile.update-notification-preference')
  update(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('profile.update-notification-preference', payload);
    assertActorIs(actor, data.userId);
    return this.preferences.update(data.userId, data.key, data.value);
  }

  @MessagePattern('profile.test-study-reminder')
  testStudyReminder(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('profile.test-study-reminder', payload);
    assertActorIs(actor, data.userId);
    return this.preferences.sendTestStudyReminder(data.userId, requestId);
  }

  @MessagePattern('profile.test-weekly-progress')
  testWeeklyProgress(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('profile.test-weekly-progress', payload);
    assertActorIs(actor, data.userId);
    return this.preferences.sendTestWeeklyProgress(data.userId, requestId);
  }

  @MessagePattern('profile.push-public-key')
  publicKey(@Payload() payload: unknown) {
    parseRequest('profile.push-public-key', payload);
    return this.push.publicKey();
  }

  @MessagePattern('profile.save-push-subscription')
  saveSubscription(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('profile.save-push-subscription', payload);
    assertActorIs(actor, data.userId);
    return this.push.save(data.userId, data);
  }

  @MessagePattern('profile.remove-push-subscription')
  removeSubscription(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('profile.remove-push-subscription', payload);
    assertActorIs(actor, data.userId);
    return this.push.remove(data.userId, data.endpoint);
  }

  @MessagePattern('profile.test-push')
  testPush(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('profile.test-push', payload);
    assertActorIs(actor, data.userId);
    return this.push.sendTest(data.userId);
  }

  @MessagePattern('profile.send-weekly-progress')
  sendWeeklyProgress(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('profile.send-weekly-progress', payload);
    assertSystem(actor);
    return this.weekly.sendScheduled(data.userId, new Date(data.weekEnd), requestId);
  }

  @MessagePattern('profile.send-push')
  sendPush(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('profile.send-push', payload);
    assertSystem(actor);
    const { userId, ...push } = data;
    return this.push.send(userId, push);
  }
}
