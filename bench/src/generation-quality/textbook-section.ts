/** A run of text with the emphasis it is printed with (bold = the authors' key terms). */
export interface TextRun {
  t: string;
  b?: 1;
  i?: 1;
}

/**
 * What a block is in the printed book. Only the benchmark knows this: the defect classifier uses it to
 * tell study text from captions, exercises, feature boxes, references and learning objectives.
 */
export type BlockRole = 'text' | 'summary' | 'caption' | 'exercise' | 'feature' | 'reference' | 'objectives';

export interface SourceBlock {
  kind: 'heading' | 'paragraph' | 'list-item';
  role: BlockRole;
  /** Heading level, 1 = the section's title. */
  level?: number;
  runs: TextRun[];
}

export interface GlossaryEntry {
  term: string;
  definition: string;
}

export interface BookInfo {
  slug: string;
  title: string;
  license: { name: string; url: string };
  attribution: string;
  /** The book's repository and commit the modules were read from. */
  source: string;
}

/** One textbook section (an OpenStax module): its body as printed, and its glossary (the gold standard, never in the inputs). */
export interface TextbookSection {
  book: BookInfo;
  moduleId: string;
  /** The section's number in the book, e.g. "3.1". */
  number: string;
  title: string;
  chapter: string;
  blocks: SourceBlock[];
  glossary: GlossaryEntry[];
}

export const blockText = (block: SourceBlock): string => block.runs.map((run) => run.t).join('');
