import { z } from 'zod';

/** Limits of the account mails and password endpoints, per client IP and per address (or account). */
export const accountLimitsEnvSchema = z.object({
  ACCOUNT_MAIL_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
  FORGOT_PASSWORD_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  FORGOT_PASSWORD_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(3),
  RESET_PASSWORD_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  RESET_PASSWORD_LIMIT_PER_LINK: z.coerce.number().int().min(1).default(5),
  RESEND_VERIFICATION_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),
  CHANGE_PASSWORD_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
});
export type AccountLimitsConfig = z.output<typeof accountLimitsEnvSchema>;
