import { describe, expect, it } from 'vitest';
import { loadProfileConfig } from '../profile-config.js';

describe('PUSH_LOCAL_TEST_SERVICE', () => {
  it('is off unless set, and may be turned on only with NODE_ENV=test', () => {
    expect(loadProfileConfig({ NODE_ENV: 'test' }).PUSH_LOCAL_TEST_SERVICE).toBe(false);
    expect(loadProfileConfig({ NODE_ENV: 'test', PUSH_LOCAL_TEST_SERVICE: 'true' }).PUSH_LOCAL_TEST_SERVICE).toBe(true);
    expect(() => loadProfileConfig({ NODE_ENV: 'development', PUSH_LOCAL_TEST_SERVICE: 'true' })).toThrow(/PUSH_LOCAL_TEST_SERVICE: may only be true with NODE_ENV=test/);
    expect(() => loadProfileConfig({ NODE_ENV: 'production', PUSH_LOCAL_TEST_SERVICE: 'true' })).toThrow(/PUSH_LOCAL_TEST_SERVICE/);
  });
});
