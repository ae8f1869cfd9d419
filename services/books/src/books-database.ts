import { createDataSource } from '@studyforge/service-kit';
import { BOOKS_SCHEMA } from './books-config.js';
import { AffiliateClickEntity } from './entities/affiliate-click.entity.js';
import { CatalogueBookEntity } from './entities/catalogue-book.entity.js';

/** The books schema: the embedded catalogue and the affiliate click log. */
export function booksDataSource(url: string) {
  return createDataSource({
    url,
    schema: BOOKS_SCHEMA,
    entities: [CatalogueBookEntity, AffiliateClickEntity],
    migrationsDir: new URL('./migrations/', import.meta.url),
  });
}
