import { z } from 'zod';

/** The five notification preferences of spec §3, in the order Settings › Notifications shows them. */
export const NOTIFICATION_PREFERENCE_KEYS = ['emailNotifications', 'pushNotifications', 'studyReminders', 'weeklyProgress', 'newFeatures'] as const;
export type NotificationPreferenceKey = (typeof NOTIFICATION_PREFERENCE_KEYS)[number];

export const notificationPreferencesSchema = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  studyReminders: z.boolean(),
  weeklyProgress: z.boolean(),
  newFeatures: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Every preference is on until the student switches it off (spec §3). */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  emailNotifications: true,
  pushNotifications: true,
  studyReminders: true,
  weeklyProgress: true,
  newFeatures: true,
};

export const notificationMessages = {
  onePreference: `Send exactly one preference to change, such as { "weeklyProgress": false }. The preferences are: ${NOTIFICATION_PREFERENCE_KEYS.join(', ')}.`,
  notBoolean: 'A preference is either true (on) or false (off).',
  emailOff: 'Email notifications are turned off. Turn them on in Settings › Notifications to receive test emails.',
  testEmailSent: 'Test email sent. Please check your inbox.',
  pushOff: 'Push notifications are turned off. Turn them on in Settings › Notifications first.',
  noPushDevice: 'No device is registered for push notifications yet. Turn push notifications off and on again in this browser to register it.',
  testPushSent: 'Test notification sent.',
  pushEndpointInvalid: 'This push subscription is not valid: its endpoint must be an https:// address of a push service on the public internet.',
  pushServiceUnreachable: 'We could not look up this push service. Please try again in a moment.',
  pushKeysInvalid: 'This push subscription is not valid: its keys are missing or malformed.',
  pushSubscriptionSaved: 'This device will receive push notifications.',
  pushSubscriptionRemoved: 'This device will no longer receive push notifications.',
} as const;

const preferenceValue = z.boolean({ error: notificationMessages.notBoolean }).optional();

/** PATCH body: the single preference that changed (spec §7), e.g. `{ "weeklyProgress": false }`. */
export const notificationPreferencePatchSchema = z
  .strictObject(
    {
      emailNotifications: preferenceValue,
      pushNotifications: preferenceValue,
      studyReminders: preferenceValue,
      weeklyProgress: preferenceValue,
      newFeatures: preferenceValue,
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? notificationMessages.onePreference : undefined) },
  )
  .refine((body) => Object.values(body).filter((value) => value !== undefined).length === 1, { error: notificationMessages.onePreference })
  .transform((body) => {
    const [key, value] = Object.entries(body).find(([, value]) => value !== undefined)!;
    return { key: key as NotificationPreferenceKey, value: value as boolean };
  });
export type NotificationPreferencePatch = z.input<typeof notificationPreferencePatchSchema>;

export const notificationPreferenceChangeSchema = z.object({
  key: z.enum(NOTIFICATION_PREFERENCE_KEYS),
  value: z.boolean(),
});

/** What a test notification or a push subscription change says happened, in a sentence the web app shows as it is. */
export const notificationNoticeSchema = z.object({ message: z.string() });
export type NotificationNotice = z.infer<typeof notificationNoticeSchema>;

/** Devices a student may receive pushes on; subscribing one more replaces the one subscribed longest ago. */
export const PUSH_DEVICES_PER_STUDENT = 5;

/** Test mails and test pushes a student may send themselves per hour. */
export const TEST_NOTIFICATIONS_PER_HOUR = { email: 5, push: 10 } as const;

export function testNotificationLimitMessage(channel: keyof typeof TEST_NOTIFICATIONS_PER_HOUR): string {
  const what = channel === 'email' ? 'test emails' : 'test notifications';
  return `You can send yourself ${TEST_NOTIFICATIONS_PER_HOUR[channel]} ${what} an hour. Please try again later.`;
}

/** The tag of every test push, so a second test replaces the first on the device instead of stacking (spec §9). */
export const TEST_PUSH_TAG = 'studyforge-test-push';

/** What a push notification carries to the service worker, which shows it. */
export const pushMessageSchema = z.object({
  title: z.string().max(120),
  body: z.string().max(500),
  tag: z.string().max(100),
  url: z.string().max(500),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** What StudyForge pushes a student of its own accord (a study reminder): a tag replaces an earlier push of the same tag on the device. */
export const systemPushSchema = pushMessageSchema.partial({ tag: true, url: true });
export type SystemPush = z.infer<typeof systemPushSchema>;

const base64Url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: notificationMessages.pushKeysInvalid });

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ error: notificationMessages.pushEndpointInvalid }).max(2000, { error: notificationMessages.pushEndpointInvalid }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: base64Url.min(80, { error: notificationMessages.pushKeysInvalid }).max(200, { error: notificationMessages.pushKeysInvalid }),
      auth: base64Url.min(16, { error: notificationMessages.pushKeysInvalid }).max(60, { error: notificationMessages.pushKeysInvalid }),
    },
    { error: notificationMessages.pushKeysInvalid },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointBodySchema = z.object({
  endpoint: z.url({ error: notificationMessages.pushEndpointInvalid }).max(2000, { error: notificationMessages.pushEndpointInvalid }),
});

/** The server's VAPID public key (base64url), which the browser needs to subscribe. */
export const pushPublicKeyReplySchema = z.object({ publicKey: z.string() });

/** A student's numbers of one week, for the weekly progress mail. */
export const weeklyProgressNumbersSchema = z.object({
  cardsMade: z.number().int().min(0),
  quizzesTaken: z.number().int().min(0),
  /** Percent over the week's quiz attempts, rounded; null without any attempt. */
  averageScore: z.number().min(0).max(100).nullable(),
  triviaAnswered: z.number().int().min(0),
  /** Consecutive days with trivia played, ending today or yesterday. */
  streak: z.number().int().min(0),
});
export type WeeklyProgressNumbers = z.infer<typeof weeklyProgressNumbersSchema>;

/** The window a weekly activity question is about: from `since` (inclusive) to now. */
export const weekActivityRequestSchema = z.object({ userId: z.uuid(), since: z.iso.datetime() });

/** The weekly progress task: the students who keep the weekly mail on, a page at a time. */
export const WEEKLY_PROGRESS_TASK = 'weekly-progress';
export const WEEKLY_PROGRESS_PAGE_SIZE = 200;
