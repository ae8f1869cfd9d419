import type { CatalogueBook } from './catalogue-book.js';
import { CATALOGUE_BOOKS_A } from './catalogue-books-a.data.js';
import { CATALOGUE_BOOKS_B } from './catalogue-books-b.data.js';

/** Every book of the embedded catalogue, seeded into books.catalogue_books on boot. */
export const CATALOGUE_BOOKS: readonly CatalogueBook[] = [...CATALOGUE_BOOKS_A, ...CATALOGUE_BOOKS_B];
