import { z } from 'zod';

/** Used outside production when MEDIA_LINK_SECRET is not set, by the gateway and the services alike. */
export const DEV_MEDIA_LINK_SECRET = 'studyforge-dev-media-link-secret-change-me-in-production';

/** The setting of every process that signs or verifies media links. */
export const mediaLinkEnvSchema = z.object({
  MEDIA_LINK_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
});

/** A refinement for a config schema that has NODE_ENV and MEDIA_LINK_SECRET: production must set its own secret. */
export function requireMediaLinkSecretInProduction(
  env: { NODE_ENV: string; MEDIA_LINK_SECRET?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (env.NODE_ENV === 'production' && !env.MEDIA_LINK_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['MEDIA_LINK_SECRET'], message: 'is required in production (at least 32 characters)' });
  }
}

/** The config with MEDIA_LINK_SECRET always set (the development secret when none was given outside production). */
export function withMediaLinkSecret<T extends { MEDIA_LINK_SECRET?: string | undefined }>(env: T): T & { MEDIA_LINK_SECRET: string } {
  return { ...env, MEDIA_LINK_SECRET: env.MEDIA_LINK_SECRET ?? DEV_MEDIA_LINK_SECRET };
}
