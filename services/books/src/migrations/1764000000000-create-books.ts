import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateBooks1764000000000 implements MigrationInterface {
  name = 'CreateBooks1764000000000';

  async up(db: QueryRunner): Promise<void> {
    // array_to_string is only STABLE in general; for text[] it is immutable, which a generated column needs.
    await db.query(`
      CREATE FUNCTION books.joined_text(parts text[]) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT array_to_string(parts, ' ') $$`);
    await db.query(`
      CREATE TABLE books.catalogue_books (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL CHECK (title <> ''),
        authors text[] NOT NULL CHECK (cardinality(authors) > 0),
        publisher text NOT NULL,
        published_year integer NOT NULL,
        page_count integer NOT NULL CHECK (page_count > 0),
        subjects text[] NOT NULL CHECK (cardinality(subjects) > 0),
        categories text[] NOT NULL DEFAULT '{}',
        description text NOT NULL,
        search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english'::regconfig, title), 'A') ||
          setweight(to_tsvector('english'::regconfig, books.joined_text(authors)), 'B') ||
          setweight(to_tsvector('english'::regconfig, books.joined_text(categories || subjects)), 'C') ||
          setweight(to_tsvector('english'::regconfig, description), 'D')
        ) STORED,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX catalogue_books_search_idx ON books.catalogue_books USING GIN (search)`);
    await db.query(`CREATE INDEX catalogue_books_subjects_idx ON books.catalogue_books USING GIN (subjects)`);
    await db.query(`CREATE UNIQUE INDEX catalogue_books_title_author_key ON books.catalogue_books (lower(title), (authors[1]))`);
    await db.query(`
      CREATE TABLE books.affiliate_clicks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        book_id text NOT NULL,
        title text NOT NULL,
        retailer text NOT NULL,
        source text NOT NULL,
        user_id uuid NOT NULL,
        clicked_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX affiliate_clicks_clicked_at_idx ON books.affiliate_clicks (clicked_at DESC)`);
    await db.query(`CREATE INDEX affiliate_clicks_user_idx ON books.affiliate_clicks (user_id, clicked_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE books.affiliate_clicks`);
    await db.query(`DROP TABLE books.catalogue_books`);
    await db.query(`DROP FUNCTION books.joined_text(text[])`);
  }
}
