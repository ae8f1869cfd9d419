/**
 * The textbook sections of the quality benchmark: OpenStax books read from their GitHub repositories
 * (CNXML). Held-out books are measured and reported apart; the engine must not be tuned on them.
 */
export interface CorpusBook {
  slug: string;
  title: string;
  repository: string;
  collection: string;
  heldOut: boolean;
  modules: string[];
}

export const CORPUS_BOOKS: CorpusBook[] = [
  {
    slug: 'principles-economics-3e',
    title: 'Principles of Economics 3e',
    repository: 'openstax/osbooks-principles-economics-bundle',
    collection: 'principles-economics-3e',
    heldOut: false,
    modules: ['m63584', 'm63601', 'm63916', 'm63913', 'm63711'],
  },
  {
    slug: 'psychology-2e',
    title: 'Psychology 2e',
    repository: 'openstax/osbooks-psychology',
    collection: 'psychology-2e',
    heldOut: false,
    modules: ['m82164', 'm82180', 'm82200', 'm82208', 'm82250'],
  },
  {
    slug: 'introduction-political-science',
    title: 'Introduction to Political Science',
    repository: 'openstax/osbooks-introduction-political-science',
    collection: 'introduction-political-science',
    heldOut: false,
    modules: ['m00003', 'm00027', 'm00040', 'm00060', 'm00081'],
  },
  {
    slug: 'introduction-philosophy-2e',
    title: 'Introduction to Philosophy 2e',
    repository: 'openstax/osbooks-introduction-philosophy',
    collection: 'introduction-philosophy-2e',
    heldOut: true,
    modules: ['m00008', 'm00030', 'm00045', 'm00053', 'm00048'],
  },
  {
    slug: 'anatomy-and-physiology-2e',
    title: 'Anatomy and Physiology 2e',
    repository: 'openstax/osbooks-anatomy-physiology',
    collection: 'anatomy-and-physiology-2e',
    heldOut: true,
    modules: ['m45989', 'm46073', 'm46046', 'm46301', 'm46700'],
  },
];

export const HELD_OUT_SLUGS = new Set(CORPUS_BOOKS.filter((book) => book.heldOut).map((book) => book.slug));
