import type { Major } from '@studyforge/contracts';

/** One real book of the embedded catalogue: bibliographic facts only, never a rating. */
export interface CatalogueBook {
  title: string;
  authors: string[];
  publisher: string;
  /** Year of the edition whose publisher and page count are given. */
  publishedYear: number;
  pageCount: number;
  /** One or more of the 15 majors (exact names from packages/contracts/src/majors.ts). */
  subjects: Major[];
  /** At most 3 short category labels, e.g. 'Textbook', 'Classic', 'Organic Chemistry'. */
  categories: string[];
  /** Two or three sentences, written for this product, describing what the book covers. */
  description: string;
}
