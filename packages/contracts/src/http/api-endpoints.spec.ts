import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookMessages } from '../books.js';
import { rpcMessages } from '../rpc.js';
import { endpointKey } from './endpoint.js';
import { endpointUrl } from './endpoint-url.js';
import { API_ENDPOINTS } from './index.js';

const endpoints = Object.entries(API_ENDPOINTS);

describe('API endpoint declarations', () => {
  it('declare each method and path once', () => {
    const keys = endpoints.map(([, endpoint]) => endpointKey(endpoint));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declare a params schema with exactly the parameters of the path', () => {
    for (const [name, endpoint] of endpoints) {
      const inPath = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = Object.keys((endpoint.params as z.ZodObject).shape).sort();
      expect(declared, name).toEqual(inPath);
    }
  });

  it('forward only to NATS subjects that exist, and only JSON answers', () => {
    for (const [name, endpoint] of endpoints) {
      if (!endpoint.forward) continue;
      expect(Object.keys(rpcMessages), name).toContain(endpoint.forward.subject);
      expect(endpoint.reply.kind, name).toBe('json');
    }
  });

  it('build the request of a forward from the validated HTTP request', () => {
    const actor = { userId: '5b0e8c50-93c4-4f35-a44c-7f1c0c7d5e21' };
    const course = API_ENDPOINTS.startCourseTrivia;
    const body = course.body.schema.parse({ major: 'Biology', course: 'Genetics' });
    expect(course.forward!.request({ params: {}, query: {}, body, actor })).toEqual({
      mode: 'structured',
      topic: { label: 'Genetics', major: 'Biology', course: 'Genetics', description: null },
      count: 10,
    });
    const book = API_ENDPOINTS.startBookTrivia;
    expect(book.forward!.request({ params: {}, query: {}, body: book.body.schema.parse({ subject: 'History', questionCount: 5 }), actor }).topic).toEqual({
      label: 'History',
      major: 'History',
      course: null,
      description: null,
    });
    const attempt = API_ENDPOINTS.recordQuizAttempt;
    expect(attempt.forward!.request({ params: { id: actor.userId }, query: {}, body: { answers: [1, null] }, actor })).toEqual({
      quizId: actor.userId,
      answers: [1, null],
    });
  });

  it('answer an unknown book source in the books words, and a bad id as today', () => {
    const source = API_ENDPOINTS.searchBooks.params.safeParse({ source: 'goodreads' });
    expect(source.error?.issues[0]?.message).toBe(bookMessages.unknownSource('goodreads'));
    expect(API_ENDPOINTS.getJob.params.safeParse({ id: 'nope' }).error?.issues[0]?.message).toBe('Validation failed (uuid is expected)');
  });
});

describe('endpointUrl', () => {
  it('fills path parameters, encoded, and adds the query values that are set', () => {
    expect(endpointUrl(API_ENDPOINTS.getCredits)).toBe('/api/user/credits');
    expect(endpointUrl(API_ENDPOINTS.getJob, { params: { id: 'a b/c' } })).toBe('/api/jobs/a%20b%2Fc');
    expect(
      endpointUrl(API_ENDPOINTS.searchBooks, { params: { source: 'open-library' }, query: { q: 'cells & genes', subject: '', maxResults: 5 } }),
    ).toBe('/api/open-library/search?q=cells+%26+genes&maxResults=5');
  });

  it('refuses a path parameter that is missing', () => {
    expect(() => endpointUrl(API_ENDPOINTS.getJob, { params: { id: '' } })).toThrow(/id/);
  });
});
