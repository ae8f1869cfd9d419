import type { ExampleSecretProblem } from './example-secrets.js';

/**
 * A production process that talks to NATS needs its own NATS user (NATS_USER with NATS_NKEY_SEED or
 * NATS_PASS): anonymous service traffic is only for a development NATS an operator runs without authorization.
 */
export function missingNatsCredentials(settings: Record<string, unknown>): ExampleSecretProblem[] {
  if (!('NATS_URL' in settings)) return [];
  if (!settings.NATS_USER) {
    return [{ variable: 'NATS_USER', message: 'is required in production, with NATS_NKEY_SEED or NATS_PASS: service traffic must be authenticated (see deploy/README.md)' }];
  }
  if (!settings.NATS_NKEY_SEED && !settings.NATS_PASS) {
    return [{ variable: 'NATS_NKEY_SEED', message: 'is required in production (or NATS_PASS): NATS_USER alone does not authenticate (see deploy/README.md)' }];
  }
  return [];
}
