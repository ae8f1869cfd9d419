import { blankAsUnset, redisEnvSchema } from '@studyforge/service-kit';
import { z } from 'zod';

const base64Url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be base64url (the output of `npx web-push generate-vapid-keys --json`)' })
    .refine((key) => Buffer.from(key, 'base64url').length === bytes, { error: `must be a ${bytes}-byte key in base64url` });

/**
 * What notifications need: the mail queue (REDIS_URL) and the VAPID key pair that
 * signs web push messages. Without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY a pair is generated once and kept
 * in the profile schema; set both or neither.
 */
export const notificationsEnvSchema = redisEnvSchema.extend({
  VAPID_PUBLIC_KEY: blankAsUnset(base64Url(65).optional()),
  VAPID_PRIVATE_KEY: blankAsUnset(base64Url(32).optional()),
  VAPID_SUBJECT: blankAsUnset(
    z
      .string()
      .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, { error: 'must be a mailto: address or an https:// URL (how push services reach the operator)' })
      .default('mailto:support@studyforge.local'),
  ),
  /** Lets a plain-http push service on 127.0.0.1 or [::1] stand in for a real one. For the test stack only: refused unless NODE_ENV=test. */
  PUSH_LOCAL_TEST_SERVICE: blankAsUnset(z.enum(['true', 'false']).default('false')).transform((value) => value === 'true'),
});

export type NotificationsConfig = z.output<typeof notificationsEnvSchema> & { NODE_ENV: 'development' | 'production' | 'test' };

/** For the service's superRefine: the key pair comes as a pair. */
export function requireVapidPair(config: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string }, context: z.RefinementCtx): void {
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
    const missing = config.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    context.addIssue({ code: 'custom', path: [missing], message: 'must be set together with the other VAPID key (or leave both unset to generate a pair)' });
  }
}

/** For the service's superRefine: the local test push service is a test fixture, never a setting of a deployment. */
export function refuseLocalPushOutsideTests(config: { NODE_ENV?: string; PUSH_LOCAL_TEST_SERVICE: boolean }, context: z.RefinementCtx): void {
  if (config.PUSH_LOCAL_TEST_SERVICE && config.NODE_ENV !== 'test') {
    context.addIssue({ code: 'custom', path: ['PUSH_LOCAL_TEST_SERVICE'], message: 'may only be true with NODE_ENV=test (it lets push reach loopback addresses)' });
  }
}
