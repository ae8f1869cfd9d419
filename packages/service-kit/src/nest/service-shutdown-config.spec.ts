import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config/load-config.js';
import { serviceShutdownGraceMs } from './service-shutdown-config.js';

describe('SERVICE_SHUTDOWN_GRACE_MS', () => {
  it('is 8 s when unset or blank, and read when given', () => {
    expect(serviceShutdownGraceMs({})).toBe(8000);
    expect(serviceShutdownGraceMs({ SERVICE_SHUTDOWN_GRACE_MS: '' })).toBe(8000);
    expect(serviceShutdownGraceMs({ SERVICE_SHUTDOWN_GRACE_MS: '2500' })).toBe(2500);
    expect(serviceShutdownGraceMs({ SERVICE_SHUTDOWN_GRACE_MS: '0' })).toBe(0);
  });

  it('refuses a value that is not a whole number of milliseconds from 0 to 600000, naming the variable', () => {
    for (const bad of ['soon', '-1', '1.5', '600001']) {
      expect(() => serviceShutdownGraceMs({ SERVICE_SHUTDOWN_GRACE_MS: bad }), bad).toThrow(ConfigError);
      expect(() => serviceShutdownGraceMs({ SERVICE_SHUTDOWN_GRACE_MS: bad }), bad).toThrow(/SERVICE_SHUTDOWN_GRACE_MS/);
    }
  });
});
