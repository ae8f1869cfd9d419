import { createLogger } from '@studyforge/service-kit';
import { describe, expect, it } from 'vitest';
import type { BooksRepository } from './books.repository.js';
import { BooksService, type BooksSources } from './books.service.js';
import type { BooksSource } from './sources/books-source.js';

const logger = createLogger('books-test', 'silent');

function failing(name: BooksSource['name']): BooksSource {
  return {
    name,
    subjects: async () => ['Physics'],
    search: async () => {
      throw new Error('connection terminated');
    },
    random: async () => {
      throw new Error('connection terminated');
    },
  };
}

describe('books service', () => {
  it('answers a failed search or random pick with an empty list, never an error', async () => {
    const sources = { catalogue: failing('catalogue'), 'google-books': failing('google-books'), 'open-library': failing('open-library') } as BooksSources;
    const service = new BooksService(sources, {} as BooksRepository, logger);
    expect(await service.search('catalogue', { q: 'x', maxResults: 5 })).toEqual({ books: [] });
    expect(await service.random('open-library', { maxResults: 5 })).toEqual({ books: [] });
    expect(await service.subjects('google-books')).toEqual({ subjects: ['Physics'] });
  });

  it('logs an affiliate click for the user', async () => {
    const logged: unknown[] = [];
    const repository = {
      logAffiliateClick: async (userId: string, click: unknown) => (logged.push({ userId, click }), { id: 'c1', clickedAt: new Date() }),
    } as unknown as BooksRepository;
    const service = new BooksService({} as BooksSources, repository, logger);
    const click = { bookId: 'b1', title: 'T', retailer: 'amazon' as const, source: 'catalogue' as const };
    expect(await service.logAffiliateClick('5b0e8c50-93c4-4f35-a44c-7f1c0c7d5e21', click)).toEqual({ logged: true });
    expect(logged).toEqual([{ userId: '5b0e8c50-93c4-4f35-a44c-7f1c0c7d5e21', click }]);
  });
});
