import {
  DomainError,
  ErrorCode,
  notificationMessages,
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
import type { PushSubscriptionsRepository, StoredPushSubscription } from './push-subscriptions.repository.js';
import type { VapidKeys } from './vapid-keys.js';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const PUSH_TIMEOUT_MS = 10_000;
const SYSTEM_PUSH_DEFAULTS = { tag: 'studyforge', url: '/' };

export interface PushSettings {
  vapid: VapidKeys;
  subject: string;
  /** Outside production a local push server on http://localhost may stand in for a push service (tests). */
  allowLoopbackHttp: boolean;
}

/** Push subscriptions per device and what is pushed to them, signed with the server's VAPID keys (web-push). */
export class PushService {
  constructor(
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly preferences: NotificationPreferencesRepository,
    private readonly settings: PushSettings,
    private readonly limit: TestNotificationLimit,
    private readonly logger: Logger,
  ) {}

  publicKey(): { publicKey: string } {
    return { publicKey: this.settings.vapid.publicKey };
  }

  async save(userId: string, subscription: PushSubscriptionBody): Promise<NotificationNotice> {
    if (!this.isPushServiceUrl(subscription.endpoint)) throw new DomainError(ErrorCode.ValidationFailed, notificationMessages.pushEndpointInvalid);
    await this.subscriptions.save(userId, subscription);
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
   * Sends one message to one device: web-push encrypts it (aes128gcm) and signs the VAPID header, fetch
   * delivers it. A subscription the push service no longer knows (404/410) is forgotten.
   */
  private async push(device: StoredPushSubscription, message: PushMessage): Promise<boolean> {
    const request = webpush.generateRequestDetails(device, JSON.stringify(message), {
      vapidDetails: { subject: this.settings.subject, publicKey: this.settings.vapid.publicKey, privateKey: this.settings.vapid.privateKey },
      TTL: 60 * 60,
    });
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: headersOf(request.headers),
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      if (response.ok) return true;
      if (response.status === 404 || response.status === 410) {
        await this.subscriptions.forget(device.endpoint);
        this.logger.info({ status: response.status }, 'push subscription expired: forgotten');
      } else {
        this.logger.warn({ status: response.status, reason: (await response.text()).slice(0, 200) }, 'push not delivered');
      }
    } catch (error) {
      this.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'push not delivered');
    }
    return false;
  }

  private isPushServiceUrl(endpoint: string): boolean {
    const url = new URL(endpoint);
    if (url.protocol === 'https:') return true;
    return this.settings.allowLoopbackHttp && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  }
}

/** web-push's headers as fetch takes them (fetch sets the length itself). */
function headersOf(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).flatMap(([name, value]) => (name.toLowerCase() === 'content-length' ? [] : [[name, String(value)]])));
}
