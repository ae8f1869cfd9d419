import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booksDataSource } from '../src/books-database.js';
import { CATALOGUE_BOOKS } from '../src/catalogue/catalogue-books.js';
import { CatalogueSeeder, prepareCatalogue } from '../src/catalogue/catalogue-seeder.js';
import { CatalogueRepository } from '../src/catalogue/catalogue.repository.js';
import { createLogger } from '@studyforge/service-kit';
import type { DataSource } from 'typeorm';

// The running books service has already migrated and seeded the schema: these tests look at the result.
let dataSource: DataSource;
let db: pg.Pool;

beforeAll(async () => {
  dataSource = await booksDataSource(process.env.DATABASE_URL!).initialize();
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
});

afterAll(async () => {
  await dataSource.destroy();
  await db.end();
});

describe('catalogue seeding', () => {
  it('stored every valid book of the data files, and seeding again changes nothing', async () => {
    const { books } = prepareCatalogue(CATALOGUE_BOOKS);
    const counts = await new CatalogueSeeder(new CatalogueRepository(dataSource), createLogger('books-test', 'silent')).seed(CATALOGUE_BOOKS);
    expect(counts).toEqual({ inserted: 0, updated: 0, removed: 0, unchanged: books.length, total: books.length });
  });

  it('keeps one row per title and first author', async () => {
    const [book] = (await db.query<{ title: string; authors: string[] }>('SELECT title, authors FROM books.catalogue_books LIMIT 1')).rows;
    const duplicate = db.query(
      `INSERT INTO books.catalogue_books (title, authors, publisher, published_year, page_count, subjects, categories, description)
       VALUES ($1, $2, 'Another Press', 2000, 100, ARRAY['History'], '{}', 'Same book again.')`,
      [book!.title.toUpperCase(), book!.authors],
    );
    await expect(duplicate).rejects.toMatchObject({ code: '23505' });
  });

  it('searches with a weighted tsvector kept by Postgres and a GIN index', async () => {
    const [weights] = (
      await db.query<{ a: boolean; b: boolean; c: boolean; d: boolean }>(
        `SELECT bool_and(length(ts_filter(search, '{a}')) > 0) AS a, bool_and(length(ts_filter(search, '{b}')) > 0) AS b,
                bool_and(length(ts_filter(search, '{c}')) > 0) AS c, bool_and(length(ts_filter(search, '{d}')) > 0) AS d
         FROM books.catalogue_books`,
      )
    ).rows;
    expect(weights).toEqual({ a: true, b: true, c: true, d: true });
    const { rows: indexes } = await db.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE schemaname = 'books' AND tablename = 'catalogue_books'`,
    );
    expect(indexes.map((index) => index.indexdef).some((def) => /USING gin \(search\)/.test(def))).toBe(true);
  });
});
