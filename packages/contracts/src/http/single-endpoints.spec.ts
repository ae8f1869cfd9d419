import { describe, expect, it } from 'vitest';
import { getCreditsEndpoint } from './get-credits-endpoint.js';
import { getCurrentUserEndpoint } from './get-current-user-endpoint.js';
import { getJobEndpoint } from './get-job-endpoint.js';
import { API_ENDPOINTS } from './index.js';
import { resendVerificationEndpoint } from './resend-verification-endpoint.js';

describe('endpoints in their own modules', () => {
  it('are the very declarations of API_ENDPOINTS (one source for the gateway, the services and the web app)', () => {
    expect(API_ENDPOINTS.getCurrentUser).toBe(getCurrentUserEndpoint);
    expect(API_ENDPOINTS.getCredits).toBe(getCreditsEndpoint);
    expect(API_ENDPOINTS.resendVerification).toBe(resendVerificationEndpoint);
    expect(API_ENDPOINTS.getJob).toBe(getJobEndpoint);
  });
});
