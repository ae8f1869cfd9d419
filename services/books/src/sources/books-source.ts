import type { Book, BookSource } from '@studyforge/contracts';

export interface BookQuery {
  /** Free text (title, author, topic). */
  q?: string;
  /** One of the subjects the source lists (the majors). */
  subject?: string;
  maxResults: number;
}

export interface RandomQuery {
  subject?: string;
  maxResults: number;
}

/**
 * Where books come from. Implementations never throw for a failed lookup: a provider that times out,
 * answers 5xx or sends bad JSON yields an empty list (spec §7: search failures produce an empty list).
 */
export interface BooksSource {
  readonly name: BookSource;
  subjects(): Promise<string[]>;
  search(query: BookQuery): Promise<Book[]>;
  random(query: RandomQuery): Promise<Book[]>;
}
