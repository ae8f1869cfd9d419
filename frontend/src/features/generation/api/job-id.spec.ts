import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newJobId } from './job-id';

const getRandomValues = webcrypto.getRandomValues.bind(webcrypto) as unknown as Crypto['getRandomValues'];
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('job ids', () => {
  it('uses randomUUID when there is one', () => {
    expect(newJobId({ getRandomValues, randomUUID: () => 'fixed' })).toBe('fixed');
  });

  it('builds a v4 UUID without randomUUID (plain-http pages)', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newJobId({ getRandomValues })));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
