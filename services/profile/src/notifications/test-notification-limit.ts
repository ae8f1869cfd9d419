import { DomainError, ErrorCode, TEST_NOTIFICATIONS_PER_HOUR, testNotificationLimitMessage } from '@studyforge/contracts';
import type { TestChannel, TestNotificationLogRepository } from './test-notification-log.repository.js';

const HOUR_MS = 60 * 60_000;

/** How many test mails and pushes a student may send themselves an hour, so the buttons cannot flood an inbox. */
export class TestNotificationLimit {
  constructor(private readonly log: TestNotificationLogRepository) {}

  async check(userId: string, channel: TestChannel): Promise<void> {
    const sent = await this.log.countSince(userId, channel, new Date(Date.now() - HOUR_MS));
    if (sent >= TEST_NOTIFICATIONS_PER_HOUR[channel]) throw new DomainError(ErrorCode.RateLimited, testNotificationLimitMessage(channel));
  }

  record(userId: string, channel: TestChannel): Promise<void> {
    return this.log.record(userId, channel);
  }
}
