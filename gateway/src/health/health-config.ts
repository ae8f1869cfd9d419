import { blankAsUnset } from '@studyforge/service-kit';
import { z } from 'zod';

/** The operators' token for `GET /api/health/details`; unset, that path answers 404 and only the public report exists. */
export const healthEnvSchema = z.object({
  HEALTH_DETAILS_TOKEN: blankAsUnset(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
});
