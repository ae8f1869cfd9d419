import type { DataSource } from 'typeorm';
import type { CatalogueBook } from './catalogue-book.js';

export interface CatalogueRow {
  id: string;
  title: string;
  authors: string[];
  publisher: string;
  publishedYear: number;
  pageCount: number;
  subjects: string[];
  categories: string[];
  description: string;
}

export interface SeedCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  removed: number;
  total: number;
}

const COLUMNS = `id, title, authors, publisher, published_year AS "publishedYear", page_count AS "pageCount",
  subjects, categories, description`;

/** The only code that touches books.catalogue_books. */
export class CatalogueRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Makes the table hold exactly the given books: new ones inserted, changed ones updated in place (their
   * ids stay), books no longer in the data removed. One transaction, serialised across replicas.
   */
  async replaceAll(books: readonly CatalogueBook[]): Promise<SeedCounts> {
    return this.dataSource.transaction(async (db) => {
      await db.query(`SELECT pg_advisory_xact_lock(hashtext('studyforge-books-seed'))`);
      const rows: Array<{ inserted: boolean; changed: boolean }> = await db.query(
        `INSERT INTO books.catalogue_books AS b
           (title, authors, publisher, published_year, page_count, subjects, categories, description)
         SELECT title, authors, publisher, "publishedYear", "pageCount", subjects, categories, description
         FROM jsonb_to_recordset($1::jsonb) AS s(
           title text, authors text[], publisher text, "publishedYear" integer, "pageCount" integer,
           subjects text[], categories text[], description text)
         ON CONFLICT ((lower(title)), (authors[1])) DO UPDATE SET
           title = EXCLUDED.title, authors = EXCLUDED.authors, publisher = EXCLUDED.publisher,
           published_year = EXCLUDED.published_year, page_count = EXCLUDED.page_count, subjects = EXCLUDED.subjects,
           categories = EXCLUDED.categories, description = EXCLUDED.description, updated_at = now()
         WHERE (b.title, b.authors, b.publisher, b.published_year, b.page_count, b.subjects, b.categories, b.description)
           IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.authors, EXCLUDED.publisher, EXCLUDED.published_year,
             EXCLUDED.page_count, EXCLUDED.subjects, EXCLUDED.categories, EXCLUDED.description)
         RETURNING (xmax = 0) AS inserted, true AS changed`,
        [JSON.stringify(books)],
      );
      // A bare DELETE would come back from TypeORM as [rows, count]; counting in a SELECT keeps it plain.
      const [{ removed }] = (await db.query(
        `WITH gone AS (
           DELETE FROM books.catalogue_books
           WHERE (lower(title), authors[1]) NOT IN (
             SELECT lower(s.title), s.authors[1] FROM jsonb_to_recordset($1::jsonb) AS s(title text, authors text[]))
           RETURNING id)
         SELECT count(*)::int AS removed FROM gone`,
        [JSON.stringify(books.map((book) => ({ title: book.title, authors: book.authors })))],
      )) as Array<{ removed: number }>;
      const [{ total }] = (await db.query(`SELECT count(*)::int AS total FROM books.catalogue_books`)) as Array<{ total: number }>;
      const inserted = rows.filter((row) => row.inserted).length;
      const updated = rows.length - inserted;
      return { inserted, updated, unchanged: books.length - rows.length, removed, total };
    });
  }

  /**
   * Full-text search (title A, authors B, categories and subjects C, description D), best match first:
   * books whose title holds every word asked for, then books whose whole title was typed (with an
   * author, say), then by ts_rank.
   */
  async search(q: string, subject: string | null, limit: number): Promise<CatalogueRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS}
       FROM books.catalogue_books, websearch_to_tsquery('english', $1) AS query
       WHERE search @@ query AND ($2::text IS NULL OR $2 = ANY (subjects))
       ORDER BY to_tsvector('english', title) @@ query DESC,
                to_tsvector('english', $1) @@ plainto_tsquery('english', title) DESC,
                ts_rank(search, query) DESC,
                lower(title)
       LIMIT $3`,
      [q, subject, limit],
    );
  }

  /** Books of one subject (or all), in title order. */
  async list(subject: string | null, limit: number): Promise<CatalogueRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM books.catalogue_books
       WHERE $1::text IS NULL OR $1 = ANY (subjects)
       ORDER BY lower(title), id
       LIMIT $2`,
      [subject, limit],
    );
  }

  async random(subject: string | null, limit: number): Promise<CatalogueRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM books.catalogue_books
       WHERE $1::text IS NULL OR $1 = ANY (subjects)
       ORDER BY random()
       LIMIT $2`,
      [subject, limit],
    );
  }

  /** Every subject that has at least one book. */
  async subjects(): Promise<string[]> {
    const rows: Array<{ subject: string }> = await this.dataSource.query(
      `SELECT DISTINCT unnest(subjects) AS subject FROM books.catalogue_books`,
    );
    return rows.map((row) => row.subject);
  }
}
