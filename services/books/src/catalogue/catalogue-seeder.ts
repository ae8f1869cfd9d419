import { MAJOR_NAMES } from '@studyforge/contracts';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { CatalogueBook } from './catalogue-book.js';
import type { CatalogueRepository, SeedCounts } from './catalogue.repository.js';

const text = z.string().trim().min(1);

/** What a catalogue entry must be before it is stored (the data files are written by hand). */
export const catalogueBookSchema = z.object({
  title: text.max(300),
  authors: z.array(text.max(200)).min(1),
  publisher: text.max(200),
  publishedYear: z.number().int().min(1450).max(new Date().getFullYear() + 1),
  pageCount: z.number().int().positive().max(20_000),
  subjects: z.array(z.enum(MAJOR_NAMES as [string, ...string[]])).min(1),
  categories: z.array(text.max(60)).max(3),
  description: text.max(3000),
});

export interface PreparedCatalogue {
  books: CatalogueBook[];
  problems: string[];
}

/**
 * Valid, de-duplicated entries, and what was dropped or merged. Two entries with the same lowercase
 * title and first author are one book: the first one's facts are kept and the second one's majors
 * are added to it, so a book listed under two majors (in two data files) shows under both.
 */
export function prepareCatalogue(entries: readonly CatalogueBook[]): PreparedCatalogue {
  const books: CatalogueBook[] = [];
  const problems: string[] = [];
  const byKey = new Map<string, CatalogueBook>();
  entries.forEach((entry, index) => {
    const parsed = catalogueBookSchema.safeParse(entry);
    const label = `#${index} "${String((entry as Partial<CatalogueBook>)?.title ?? '?')}"`;
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      problems.push(`${label}: ${issue?.path.join('.') || 'entry'} ${issue?.message ?? 'is not valid'}`);
      return;
    }
    const book = { ...parsed.data, subjects: [...new Set(parsed.data.subjects)] } as CatalogueBook;
    const key = `${book.title.toLowerCase()}\u0000${book.authors[0]}`;
    const first = byKey.get(key);
    if (first) {
      const added = book.subjects.filter((subject) => !first.subjects.includes(subject));
      first.subjects.push(...added);
      problems.push(
        `${label}: listed twice (same title and first author); kept the first entry${added.length ? ` and added ${added.join(', ')} to its subjects` : ''}`,
      );
      return;
    }
    byKey.set(key, book);
    books.push(book);
  });
  return { books, problems };
}

/** Fills books.catalogue_books from the data files on boot; running it again changes nothing. */
export class CatalogueSeeder {
  constructor(
    private readonly repository: CatalogueRepository,
    private readonly logger: Logger,
  ) {}

  async seed(entries: readonly CatalogueBook[]): Promise<SeedCounts> {
    const { books, problems } = prepareCatalogue(entries);
    for (const problem of problems) this.logger.warn({ problem }, 'catalogue entry not stored as given');
    const counts = await this.repository.replaceAll(books);
    this.logger.info({ ...counts, entries: entries.length, problems: problems.length }, `catalogue seeded: ${counts.total} books`);
    return counts;
  }
}
