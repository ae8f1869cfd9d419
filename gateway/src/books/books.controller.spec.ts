import { bookMessages, DomainError, ErrorCode } from '@studyforge/contracts';
import { createLogger, type RpcClient } from '@studyforge/service-kit';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { loadBooksGatewayConfig } from './books-config.js';
import { BooksController } from './books.controller.js';

const logger = createLogger('gateway-test', 'silent');
const req = { requestId: 'test-request-1', user: { id: '5b0e8c50-93c4-4f35-a44c-7f1c0c7d5e21' } } as unknown as Request;

function response() {
  const headers: Record<string, string> = {};
  return { headers, res: { setHeader: (name: string, value: string) => void (headers[name] = value) } as unknown as Response };
}

function controller(request: (subject: string, data: unknown) => Promise<unknown>) {
  const rpc = { request } as unknown as RpcClient;
  return new BooksController(rpc, loadBooksGatewayConfig({}), logger);
}

async function codeOf(promise: Promise<unknown> | (() => unknown)): Promise<string> {
  try {
    await (typeof promise === 'function' ? promise() : promise);
    return 'OK';
  } catch (error) {
    return error instanceof DomainError ? `${error.code}: ${error.message}` : String(error);
  }
}

describe('books controller', () => {
  it('answers search and random with no books when the books service is unreachable', async () => {
    const down = controller(async () => {
      throw new DomainError(ErrorCode.ServiceUnavailable, 'The books service could not be reached.');
    });
    const { res, headers } = response();
    expect(await down.search(req, 'catalogue', { q: 'biology' }, res)).toEqual({ books: [] });
    expect(await down.random(req, 'open-library', { maxResults: '8' }, res)).toEqual({ books: [] });
    expect(headers['Cache-Control']).toBe('no-store');
    expect(await codeOf(down.subjects(req, 'catalogue', res))).toMatch(/^SERVICE_UNAVAILABLE/);
  });

  it('sends the validated query to the books service', async () => {
    const sent: unknown[] = [];
    const up = controller(async (subject, data) => (sent.push({ subject, data }), { books: [] }));
    const { res } = response();
    await up.search(req, 'google-books', { q: ' cells ', subject: 'Biology', maxResults: '12' }, res);
    await up.random(req, 'catalogue', { subject: 'Law' }, res);
    expect(sent).toEqual([
      { subject: 'books.search', data: { source: 'google-books', q: 'cells', subject: 'Biology', maxResults: 12 } },
      { subject: 'books.random', data: { source: 'catalogue', subject: 'Law', maxResults: 20 } },
    ]);
  });

  it('refuses an unknown source with 404 and a bad query with 400, without calling the service', async () => {
    const never = controller(async () => {
      throw new Error('must not be called');
    });
    const { res } = response();
    expect(await codeOf(() => never.search(req, 'goodreads', {}, res))).toBe(`NOT_FOUND: ${bookMessages.unknownSource('goodreads')}`);
    expect(await codeOf(() => never.subjects(req, 'books', res))).toBe(`NOT_FOUND: ${bookMessages.unknownSource('books')}`);
    expect(await codeOf(() => never.search(req, 'catalogue', { maxResults: '41' }, res))).toMatch(/^VALIDATION_FAILED/);
    expect(await codeOf(() => never.random(req, 'catalogue', { maxResults: ['1', '2'] }, res))).toMatch(/^VALIDATION_FAILED/);
  });

  it('serves the default source and affiliate tag from the environment', () => {
    const custom = new BooksController({} as RpcClient, loadBooksGatewayConfig({ BOOKS_SOURCE: 'open-library', AFFILIATE_TAG: 'campus-21' }), logger);
    expect(custom.settings(response().res)).toEqual({ defaultSource: 'open-library', affiliateTag: 'campus-21' });
    expect(() => loadBooksGatewayConfig({ BOOKS_SOURCE: 'goodreads' })).toThrow(/BOOKS_SOURCE/);
    expect(() => loadBooksGatewayConfig({ AFFILIATE_TAG: 'bad tag&x=1' })).toThrow(/AFFILIATE_TAG/);
    expect(loadBooksGatewayConfig({ BOOKS_SOURCE: '', AFFILIATE_TAG: '' })).toEqual({ BOOKS_SOURCE: 'catalogue', AFFILIATE_TAG: 'studyforge-20' });
  });
});
