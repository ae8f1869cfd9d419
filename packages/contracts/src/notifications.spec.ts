import { describe, expect, it } from 'vitest';
import { NOTIFICATION_PREFERENCE_KEYS, notificationMessages, notificationPreferencePatchSchema, pushSubscriptionSchema } from './notifications.js';

describe('notification preference PATCH body', () => {
  it('takes exactly one known preference with a boolean, as the key and value that changed', () => {
    for (const key of NOTIFICATION_PREFERENCE_KEYS) {
      expect(notificationPreferencePatchSchema.parse({ [key]: false })).toEqual({ key, value: false });
    }
  });

  it('refuses none, two, an unknown key or a value that is not a boolean, each with a clear message', () => {
    for (const body of [{}, { weeklyProgress: true, newFeatures: false }, { smsNotifications: true }]) {
      const result = notificationPreferencePatchSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(notificationMessages.onePreference);
    }
    expect(notificationPreferencePatchSchema.safeParse({ studyReminders: 'yes' }).error?.issues[0]?.message).toBe(notificationMessages.notBoolean);
  });
});

describe('push subscription body', () => {
  const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };

  it("takes a browser's PushSubscription.toJSON()", () => {
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys }).success).toBe(true);
  });

  it('refuses a missing endpoint or malformed keys with the subscription messages', () => {
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'not a url', keys }).error?.issues[0]?.message).toBe(notificationMessages.pushEndpointInvalid);
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'https://push.example.com/1', keys: { p256dh: 'short', auth: '' } }).error?.issues[0]?.message).toBe(
      notificationMessages.pushKeysInvalid,
    );
  });
});
