/**
 * The textbook sections of the quality benchmark: OpenStax books read from their GitHub repositories
 * (CNXML). Held-out books are measured and reported apart; the engine must not be tuned on them.
 * Philosophy 2e and Anatomy and Physiology 2e were held out until the evening of 2026-11-24 and were then used
 * for tuning (the gap between PDF and DOCX extraction); Introduction to Sociology 3e and Astronomy 2e replaced them.
 * Chemistry 2e (worked examples, "Check Your Learning", everyday-life and portrait boxes) and American Government 4e
 * (milestone, insider-perspective, middle-ground and get-connected boxes) were added for tuning on 2026-11-24 so that
 * feature-box and exercise detection is proven on box kinds other than the first five books' (issue 13).
 * Introduction to Business 2e and Principles of Marketing were added for tuning on 2026-11-25, measured first on the engine
 * as it stood (two more authors' ways of defining for pasted text, whose held-out recall lagged the tuned books by 14 points).
 * Introduction to Anthropology and World History, Volume 2 were added as held-out books on 2026-11-25 at 08:10 UTC, before
 * the engine was ever run on them (modules chosen by glossary size alone, spread through each book), so that the held-out
 * figures rest on four books of four fields.
 */
export interface CorpusBook {
  slug: string;
  title: string;
  repository: string;
  collection: string;
  heldOut: boolean;
  /** For a book once held out and now tuned on: until when, and why it changed (said in the report). */
  heldOutUntil?: string;
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
    heldOut: false,
    heldOutUntil: 'the evening of 2026-11-24, then used for tuning (the gap between PDF and DOCX extraction)',
    modules: ['m00008', 'm00030', 'm00045', 'm00053', 'm00048'],
  },
  {
    slug: 'anatomy-and-physiology-2e',
    title: 'Anatomy and Physiology 2e',
    repository: 'openstax/osbooks-anatomy-physiology',
    collection: 'anatomy-and-physiology-2e',
    heldOut: false,
    heldOutUntil: 'the evening of 2026-11-24, then used for tuning (the gap between PDF and DOCX extraction)',
    modules: ['m45989', 'm46073', 'm46046', 'm46301', 'm46700'],
  },
  {
    slug: 'chemistry-2e',
    title: 'Chemistry 2e',
    repository: 'openstax/osbooks-chemistry-bundle',
    collection: 'chemistry-2e',
    heldOut: false,
    modules: ['m68667', 'm68710', 'm68724', 'm68761', 'm68784'],
  },
  {
    slug: 'american-government-4e',
    title: 'American Government 4e',
    repository: 'openstax/osbooks-american-government',
    collection: 'american-government-4e',
    heldOut: false,
    modules: ['m90378', 'm90413', 'm90418', 'm90425', 'm90444'],
  },
  {
    slug: 'introduction-business',
    title: 'Introduction to Business 2e',
    repository: 'openstax/osbooks-introduction-business',
    collection: 'introduction-business-2e',
    heldOut: false,
    modules: ['m67639', 'm67685', 'm67706', 'm67733', 'm67763'],
  },
  {
    slug: 'principles-marketing',
    title: 'Principles of Marketing',
    repository: 'openstax/osbooks-principles-marketing',
    collection: 'principles-marketing',
    heldOut: false,
    modules: ['m00007', 'm00022', 'm00058', 'm00072', 'm00083'],
  },
  {
    slug: 'introduction-sociology-3e',
    title: 'Introduction to Sociology 3e',
    repository: 'openstax/osbooks-introduction-sociology',
    collection: 'introduction-sociology-3e',
    heldOut: true,
    modules: ['m90148', 'm90152', 'm90170', 'm90183', 'm90239'],
  },
  {
    slug: 'astronomy-2e',
    title: 'Astronomy 2e',
    repository: 'openstax/osbooks-astronomy',
    collection: 'astronomy-2e',
    heldOut: true,
    modules: ['m59770', 'm59798', 'm59826', 'm59877', 'm59989'],
  },
  {
    slug: 'introduction-anthropology',
    title: 'Introduction to Anthropology',
    repository: 'openstax/osbooks-introduction-anthropology',
    collection: 'introduction-anthropology',
    heldOut: true,
    modules: ['m00003', 'm00025', 'm00047', 'm00068', 'm00104'],
  },
  {
    slug: 'world-history-volume-1',
    title: 'World History, Volume 1: to 1500',
    repository: 'openstax/osbooks-world-history',
    collection: 'world-history-volume-1',
    heldOut: false,
    modules: ['m00088', 'm00105', 'm00135', 'm00127', 'm00153'],
  },
  {
    slug: 'world-history-volume-2',
    title: 'World History, Volume 2: from 1400',
    repository: 'openstax/osbooks-world-history',
    collection: 'world-history-volume-2',
    heldOut: true,
    modules: ['m00052', 'm00078', 'm00017', 'm00019', 'm00034'],
  },
];

export const HELD_OUT_SLUGS = new Set(CORPUS_BOOKS.filter((book) => book.heldOut).map((book) => book.slug));
