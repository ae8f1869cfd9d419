import { describe, expect, it, vi } from 'vitest';
import { defineEndpoint, jsonReply, type AnyHttpEndpoint } from './endpoint.js';
import { API_ENDPOINTS } from './index.js';
import { joinEndpointTables, lazyEndpoints } from './lazy-endpoints.js';
import { z } from 'zod';

const declare = (path: string) =>
  vi.fn(
    (): AnyHttpEndpoint =>
      defineEndpoint({ method: 'GET', path, auth: 'public', reply: jsonReply(z.object({}), 'Nothing'), summary: path, tag: 'Test', errors: [] }),
  );

describe('lazyEndpoints', () => {
  it('declares an endpoint only when it is read, once, and the same declaration every time', () => {
    const first = declare('/first');
    const second = declare('/second');
    const table = lazyEndpoints({ first, second });
    expect(first).not.toHaveBeenCalled();
    expect(table.first.path).toBe('/first');
    expect(table.first).toBe(table.first);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('enumerates every endpoint in declaration order', () => {
    const table = lazyEndpoints({ b: declare('/b'), a: declare('/a') });
    expect(Object.keys(table)).toEqual(['b', 'a']);
    expect(Object.values(table).map((endpoint) => endpoint.path)).toEqual(['/b', '/a']);
  });
});

describe('joinEndpointTables', () => {
  it('joins tables in order without declaring their endpoints', () => {
    const one = declare('/one');
    const two = declare('/two');
    const joined = joinEndpointTables(lazyEndpoints({ one }), lazyEndpoints({ two }));
    expect(Object.keys(joined)).toEqual(['one', 'two']);
    expect(one).not.toHaveBeenCalled();
    expect(joined.two.path).toBe('/two');
    expect(one).not.toHaveBeenCalled();
    expect(two).toHaveBeenCalledTimes(1);
  });

  it('refuses two endpoints of the same name (a spread would keep the last silently)', () => {
    expect(() => joinEndpointTables(lazyEndpoints({ same: declare('/a') }), lazyEndpoints({ same: declare('/b') }))).toThrow(TypeError);
  });
});

describe('API_ENDPOINTS', () => {
  it('is a plain table of declarations to its readers: each is the same object on every read', () => {
    expect(API_ENDPOINTS.generateFlashcards).toBe(API_ENDPOINTS.generateFlashcards);
    expect(Object.values(API_ENDPOINTS).every((endpoint) => typeof endpoint.path === 'string')).toBe(true);
  });
});
