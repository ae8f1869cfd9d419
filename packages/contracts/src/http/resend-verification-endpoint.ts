import { accountNoticeSchema } from '../account.js';
import { defineEndpoint, jsonReply } from './endpoint.js';

/**
 * POST /api/auth/resend-verification in its own module: `API_ENDPOINTS.resendVerification` is this declaration, and a client that calls only
 * this endpoint imports it alone, without building every endpoint's schemas.
 */
export const resendVerificationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/resend-verification',
  auth: 'signed-in',
  reply: jsonReply(accountNoticeSchema, 'A new verification mail is on its way (or the address is already verified)'),
  summary: 'Send a new verification mail to the signed-in student (rate limited)',
  tag: 'Auth',
  errors: ['UNAUTHENTICATED', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE'],
});
