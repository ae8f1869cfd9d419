import { describe, expect, it } from 'vitest';
import { getCreditsEndpoint } from './get-credits-endpoint.js';
import { getCurrentUserEndpoint } from './get-current-user-endpoint.js';
import { getJobEndpoint } from './get-job-endpoint.js';
import { API_ENDPOINTS, creditsEndpoints, generationEndpoints, libraryEndpoints, studyToolEndpoints } from './index.js';
import { resendVerificationEndpoint } from './resend-verification-endpoint.js';

describe('endpoints in their own modules', () => {
  it('are the very declarations of API_ENDPOINTS (one source for the gateway, the services and the web app)', () => {
    expect(API_ENDPOINTS.getCurrentUser).toBe(getCurrentUserEndpoint);
    expect(API_ENDPOINTS.getCredits).toBe(getCreditsEndpoint);
    expect(API_ENDPOINTS.resendVerification).toBe(resendVerificationEndpoint);
    expect(API_ENDPOINTS.getJob).toBe(getJobEndpoint);
  });

  it('the tables exported for the web app hold the very declarations of API_ENDPOINTS', () => {
    for (const table of [creditsEndpoints, generationEndpoints, libraryEndpoints, studyToolEndpoints]) {
      for (const [name, endpoint] of Object.entries(table)) expect(API_ENDPOINTS[name as keyof typeof API_ENDPOINTS]).toBe(endpoint);
    }
  });
});
