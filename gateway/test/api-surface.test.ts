import { FREE_TRIAL_CREDITS, PRICE_TABLE } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { call, signedInStudent } from '@studyforge/test-support';

describe('credits endpoints', () => {
  it('shows the balance and the ledger totals of the signed-in student', async () => {
    const { cookie } = await signedInStudent();
    expect((await call('/api/user/credits', { cookie })).body).toEqual({ credits: FREE_TRIAL_CREDITS });
    expect((await call('/api/user/stats', { cookie })).body).toEqual({
      credits: FREE_TRIAL_CREDITS,
      totalGranted: FREE_TRIAL_CREDITS,
      totalSpent: 0,
      totalRefunded: 0,
    });
  });

  it('serves the one price table to anyone', async () => {
    const response = await call('/api/credits/prices');
    expect(response.status).toBe(200);
    expect(response.body.freeTrialCredits).toBe(50);
    expect(response.body.prices).toEqual(PRICE_TABLE);
    const cost = (feature: string) => response.body.prices.find((row: { feature: string }) => row.feature === feature)?.credits;
    expect([cost('flashcards'), cost('quiz'), cost('notes'), cost('trivia'), cost('audio-recap')]).toEqual([1, 3, 2, 3, 10]);
  });
});

describe('health', () => {
  it('reports every dependency and service as up, and nothing more', async () => {
    const response = await call('/api/health');
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('ok');
    expect(Object.keys(response.body.dependencies).sort()).toEqual(['nats', 'redis', 'storage']);
    for (const part of [...Object.values(response.body.dependencies), ...Object.values(response.body.services)]) expect(part).toEqual({ status: 'up' });
    expect(response.body.services.auth).toEqual({ status: 'up' });
  });

  it('keeps the detailed report off the public path (no token is configured on the test stack)', async () => {
    const response = await call('/api/health/details', { headers: { authorization: 'Bearer guess-guess-guess-guess-guess-guess' } });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });
});

describe('site facts', () => {
  it('gives anyone the support address the legal pages show', async () => {
    const response = await call('/api/site');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ supportEmail: 'support@studyforge.local' });
  });
});

describe('API console', () => {
  it('serves Swagger UI and an OpenAPI document of every endpoint with the session cookie as auth', async () => {
    const ui = await call('/api/docs/');
    expect(ui.status).toBe(200);
    expect(String(ui.body)).toContain('swagger-ui');
    const doc = (await call('/api/docs/openapi.json')).body;
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.components.securitySchemes.sessionCookie).toEqual({ type: 'apiKey', in: 'cookie', name: 'studyforge.sid' });
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/auth/google',
        '/api/auth/google/callback',
        '/api/callback',
        '/api/auth/providers',
        '/api/auth/signin',
        '/api/auth/signup',
        '/api/auth/user',
        '/api/auth/verify-email',
        '/api/auth/resend-verification',
        '/api/auth/forgot-password',
        '/api/auth/reset-password',
        '/api/auth/change-password',
        '/api/auth/sessions/revoke-others',
        '/api/credits/prices',
        '/api/health',
        '/api/health/ready',
        '/api/health/details',
        '/api/site',
        '/api/login',
        '/api/logout',
        '/api/user/credits',
        '/api/user/stats',
        '/api/generate-flashcards',
        '/api/generate-quiz',
        '/api/generate-practice-tests',
        '/api/generate-trivia',
        '/api/generate-notes',
        '/api/text-to-speech',
        '/api/read-aloud/{id}',
        '/api/jobs/{id}',
        '/api/jobs/{id}/events',
        '/api/user/flashcards',
        '/api/user/quizzes',
        '/api/user/study-guides',
        '/api/quizzes/{id}/attempts',
        '/api/study-guides/{id}',
        '/api/generate-structured-trivia',
        '/api/generate-book-trivia',
        '/api/generate-enhanced-trivia',
        '/api/trivia/next',
        '/api/submit-trivia',
        '/api/trivia/stats',
        '/api/audio/{id}',
        '/api/generate-enhanced-flashcards',
        '/api/generate-enhanced-quiz',
        '/api/books/config',
        '/api/books/affiliate-clicks',
        '/api/{source}/subjects',
        '/api/{source}/search',
        '/api/{source}/random',
        '/api/profile',
        '/api/profile/{username}',
        '/api/profile/privacy',
        '/api/profile/avatar',
        '/api/profile/{id}/avatar',
        '/api/profile/{id}/stats',
        '/api/profile/{id}/follow-stats',
        '/api/profile/{id}/flashcards',
        '/api/profile/{id}/quizzes',
        '/api/profile/{id}/progress',
        '/api/profile/{id}/follow',
        '/api/profile/{id}/unfollow',
        '/api/profile/{id}/follow-request',
        '/api/profile/follow-requests',
        '/api/profile/follow-requests/{requesterId}/approve',
        '/api/profile/follow-requests/{requesterId}/decline',
        '/api/billing/config',
        '/api/billing/subscription',
        '/api/billing/portal',
        '/api/billing/webhook',
        '/api/billing/test-mode/confirm',
        '/api/billing/test-mode/authenticate',
        '/api/billing/test-mode/portal',
        '/api/account/export',
        '/api/account/export/{id}/download',
        '/api/account/delete',
        '/api/user/study-plan',
        '/api/study-goals',
        '/api/study-goals/{id}',
        '/api/generate-study-plan',
        '/api/study-plan/sessions/{id}',
        '/api/study-plan/calendar.ics',
        '/api/study-plan/subscription',
        '/api/calendar-feeds/{token}/study-plan.ics',
        '/api/generate-audio-recap',
        '/api/user/audio-recaps',
        '/api/user/audio-recaps/{id}',
        '/api/audio-recaps/{id}/audio',
        '/api/jobs/{id}/cancel',
        '/api/generate-voice-lecture',
        '/api/voice-tutor-chat',
        '/api/tutor-audio/{id}',
        '/api/analyze-visual',
        '/api/grade-essay',
        '/api/user/visual-analyses',
        '/api/user/essay-grades',
        '/api/notification-preferences',
        '/api/test-notifications/study-reminder',
        '/api/test-notifications/weekly-progress',
        '/api/push/public-key',
        '/api/push/subscriptions',
        '/api/test-notifications/push',
      ].sort(),
    );
    const signUp = doc.paths['/api/auth/signup'].post;
    expect(signUp.requestBody.content['application/json'].schema.required).toEqual(['firstName', 'lastName', 'email', 'password']);
    expect(Object.keys(signUp.responses).sort()).toEqual(['201', '400', '409', '429', '503']);
    expect(doc.paths['/api/user/credits'].get.security).toEqual([{ sessionCookie: [] }]);
    // A calendar app has no session: the subscription's secret token is its credential.
    expect(doc.paths['/api/calendar-feeds/{token}/study-plan.ics'].get.security).toBeUndefined();
    expect(doc.paths['/api/study-plan/calendar.ics'].get.security).toEqual([{ sessionCookie: [] }]);
    // The payment provider has no session: the Stripe-Signature over the raw body is its credential.
    expect(doc.paths['/api/billing/webhook'].post.security).toBeUndefined();
    expect(doc.paths['/api/billing/subscription'].post.security).toEqual([{ sessionCookie: [] }]);
  });
});

describe('errors and the web app', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await call('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'NOT_FOUND', message: 'There is no API endpoint at GET /api/no-such-thing.' });
  });

  it('answers every other page with the single-page app, so client routes survive a reload', async () => {
    for (const path of ['/', '/dashboard', '/some/unknown/page']) {
      const response = await call(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      // `/` without a session is the landing page rendered at build time (its root marked data-prerendered).
      expect(String(response.body)).toMatch(/<div id="root"( data-prerendered)?>/);
    }
  });

  it('carries a request id back on every answer', async () => {
    const response = await call('/api/health', { headers: { 'x-request-id': 'trace-abc-12345' } });
    expect(response.headers.get('x-request-id')).toBe('trace-abc-12345');
    expect((await call('/api/health')).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
