import {
  DomainError,
  ErrorCode,
  notificationMessages,
  PUSH_DEVICES_PER_STUDENT,
  TEST_PUSH_TAG,
  type NotificationNotice,
  type PushMessage,
  type PushSubscriptionBody,
  type SystemPush,
} from '@studyforge/contracts';
import type { Logger } from 'pino';
import webpush from 'web-push';
import type { NotificationPreferencesRepository } from '../notification-preferences.repository.js';
import type { TestNotificationLimit } from '../test-notification-limit.js';
import { deliverPush } from './push-delivery.js';
import type { PushEndpointGuard } from './push-endpoint.guard.js';
import type { PushSubscriptionsRepository, StoredPushSubscription } from './push-subscriptions.repository.js';
import type { VapidKeys } from './vapid-keys.js';

const PUSH_TIMEOUT_MS = 10_000;
const SYSTEM_PUSH_DEFAULTS = { tag: 'studyforge', url: '/' };

export interface PushSettings {
  vapid: VapidKeys;
  subject: string;
  /** A plain-http push service on loopback may stand in for a real one: only with PUSH_LOCAL_TEST_SERVICE, which only NODE_ENV=test accepts. */
  localTestService: boolean;
}

/** Push subscriptions per device and what is pushed to them, signed with the server's VAPID keys (web-push). */
export class PushService {
  constructor(
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly preferences: NotificationPreferencesRepository,
    private readonly settings: PushSettings,
    private readonly limit: TestNotificationLimit,
    private readonly endpoints: PushEndpointGuard,
    private readonly logger: Logger,
  ) {}

  publicKey(): { publicKey: string } {
    return { publicKey: this.settings.vapid.publicKey };
  }

  async save(userId: string, subscription: PushSubscriptionBody): Promise<NotificationNotice> {
    await this.endpoints.check(subscription.endpoint);
    await this.subscriptions.save(userId, subscription, PUSH_DEVICES_PER_STUDENT);
    return { message: notificationMessages.pushSubscriptionSaved };
  }

  async remove(userId: string, endpoint: string): Promise<NotificationNotice> {
    await this.subscriptions.remove(userId, endpoint);
    return { message: notificationMessages.pushSubscriptionRemoved };
  }

  async sendTest(userId: string): Promise<NotificationNotice> {
    const preferences = await this.preferences.find(userId);
    if (!preferences.pushNotifications) throw new DomainError(ErrorCode.Conflict, notificationMessages.pushOff);
    const devices = await this.subscriptions.ofUser(userId);
    if (devices.length === 0) throw new DomainError(ErrorCode.Conflict, notificationMessages.noPushDevice);
    await this.limit.check(userId, 'push');
    const message: PushMessage = { title: 'StudyForge', body: 'This is a test notification. Push notifications work on this device.', tag: TEST_PUSH_TAG, url: '/settings' };
    if ((await this.pushToAll(devices, message)) === 0) {
      throw new DomainError(ErrorCode.ServiceUnavailable, 'The push service did not accept the notification. Please try again in a moment.');
    }
    await this.limit.record(userId, 'push');
    return { message: notificationMessages.testPushSent };
  }

  /** StudyForge's own push (a study reminder) to every device of the student; none while push is off or without a device. */
  async send(userId: string, push: SystemPush): Promise<{ delivered: number }> {
    const preferences = await this.preferences.find(userId);
    if (!preferences.pushNotifications) return { delivered: 0 };
    const devices = await this.subscriptions.ofUser(userId);
    return { delivered: await this.pushToAll(devices, { ...SYSTEM_PUSH_DEFAULTS, ...push }) };
  }

  /** The number of devices whose push service took the message. */
  private async pushToAll(devices: readonly StoredPushSubscription[], message: PushMessage): Promise<number> {
    const delivered = await Promise.all(devices.map((device) => this.push(device, message)));
    return delivered.filter(Boolean).length;
  }

  /**
   * Sends one message to one device: web-push encrypts it (aes128gcm) and signs the VAPID header; the
   * endpoint is checked again (its name may resolve elsewhere by now) and the request goes to the address
   * checked, redirects not followed. A subscription the push service no longer knows (404/410) is forgotten.
   */
  private async push(device: StoredPushSubscription, message: PushMessage): Promise<boolean> {
    const request = webpush.generateRequestDetails(device, JSON.stringify(message), {
      vapidDetails: { subject: this.settings.subject, publicKey: this.settings.vapid.publicKey, privateKey: this.settings.vapid.privateKey },
      TTL: 60 * 60,
    });
    try {
      const endpoint = await this.endpoints.check(request.endpoint);
      const answer = await deliverPush(endpoint, { method: request.method, headers: headersOf(request.headers), body: request.body ?? null }, PUSH_TIMEOUT_MS);
      if (answer.status >= 200 && answer.status < 300) return true;
      if (answer.status === 404 || answer.status === 410) {
        await this.subscriptions.forget(device.endpoint);
        this.logger.info({ status: answer.status }, 'push subscription expired: forgotten');
      } else {
        this.logger.warn({ status: answer.status, reason: answer.text }, 'push not delivered');
      }
    } catch (error) {
      this.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'push not delivered');
    }
    return false;
  }
}

/** web-push's headers as strings. */
function headersOf(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));
}
