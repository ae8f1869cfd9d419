import { runningHeaders, OPENSTAX_FOOTER } from './page-furniture.js';
import { contentStems, normalizeText, termKey, termVariants } from './term-normalizer.js';
import { blockText, type BlockRole, type GlossaryEntry, type TextbookSection } from './textbook-section.js';

interface IndexedBlock {
  role: BlockRole;
  text: string;
  normalized: string;
  stems: Set<string>;
}

/**
 * What only the benchmark knows about a section: each printed block's role (study text, caption,
 * exercise, feature box, reference, learning objectives), the page furniture printed around it, and its
 * glossary. The defect classifier reads items against it.
 */
export class SourceIndex {
  readonly furniture: string[];
  readonly glossary: readonly GlossaryEntry[];
  readonly plainText: string;
  private readonly normalizedText: string;
  /** The text of every block but headings. */
  private readonly bodyText: string;
  /** Term keys of the bold and italic runs printed in the section. */
  private readonly emphasized: Set<string>;
  private readonly blocks: IndexedBlock[];

  constructor(section: Pick<TextbookSection, 'blocks' | 'glossary' | 'number' | 'title' | 'chapter'>) {
    this.glossary = section.glossary;
    // The chapter's running header and the footer; the section's own header repeats its title, which inputs print anyway.
    this.furniture = [runningHeaders(section as TextbookSection)[0]!, OPENSTAX_FOOTER].map(normalizeText);
    this.blocks = section.blocks
      .filter((block) => block.kind !== 'heading')
      .map((block) => {
        const text = blockText(block);
        return { role: block.role, text, normalized: normalizeText(text), stems: contentStems(text) };
      });
    this.plainText = section.blocks.map(blockText).join('\n');
    this.normalizedText = normalizeText(this.plainText);
    this.bodyText = section.blocks.filter((block) => block.kind !== 'heading').map(blockText).join('\n');
    this.emphasized = new Set(section.blocks.flatMap((block) => block.runs.filter((run) => run.b || run.i).map((run) => termKey(run.t))));
  }

  /**
   * The role of the block a passage comes from: the block that contains it, else the block sharing most
   * of its content words (at least half), else null (the passage is not in the source as printed).
   */
  roleOf(passage: string): BlockRole | null {
    const normalized = normalizeText(passage);
    if (!normalized) return null;
    const probe = normalized.slice(0, 80);
    const containing = this.blocks.find((block) => block.normalized.includes(probe));
    if (containing) return containing.role;
    const stems = contentStems(passage);
    if (stems.size === 0) return null;
    let best: IndexedBlock | null = null;
    let bestShare = 0;
    for (const block of this.blocks) {
      let shared = 0;
      for (const word of stems) if (block.stems.has(word)) shared++;
      const share = shared / stems.size;
      if (share > bestShare) {
        best = block;
        bestShare = share;
      }
    }
    return best && bestShare >= 0.5 ? best.role : null;
  }

  /** Whether a year is printed inside an author–year citation: "(Pavlov, 1927)", "(Smith & Jones, 2010; …)", "Buss (1989)". */
  yearIsCited(year: string): boolean {
    const inParentheses = new RegExp(`\\([^()]*[A-Z][\\p{L}'’.-]+[^()]*\\b${year}[a-z]?\\b[^()]*\\)`, 'u');
    const afterName = new RegExp(`[A-Z][\\p{L}'’-]+(?: et al\\.)?,? \\(${year}[a-z]?\\)`, 'u');
    return inParentheses.test(this.plainText) || afterName.test(this.plainText);
  }

  /** Whether the phrase is a glossary term or printed in bold or italics in the section (a key phrase, not an example's detail). */
  isKeyPhrase(phrase: string): boolean {
    const key = termKey(phrase);
    return this.glossary.some((entry) => termVariants(entry.term).includes(key)) || this.emphasized.has(key);
  }

  /**
   * Whether the body prints the phrase as a name: with its capitals after a lower-case word inside a
   * sentence, and never in lower case (headings, in title case, are not read).
   */
  printsAsName(phrase: string): boolean {
    const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const capitalised = new RegExp(`[\\p{Ll},;]\\s+${escaped}\\b`, 'u').test(this.bodyText);
    const lowerCase = new RegExp(`\\b${escaped.toLowerCase()}\\b`, 'u').test(this.bodyText);
    return capitalised && !lowerCase;
  }

  /** Whether a fill-in-the-blank with its answer put back gives a sentence of the source (or of the passage it cites). */
  printsFilled(question: string, answer: string, quote: string): boolean {
    const body = question.replace(/^\s*fill in the blanks?\s*[:.-]\s*/i, '');
    const filled = normalizeText(body.replace(/_{3,}/, ` ${answer} `));
    if (!filled) return true;
    return this.normalizedText.includes(filled) || normalizeText(quote).includes(filled);
  }

  /** Whether a text names one of the section's glossary terms (in any of its forms). */
  namesATerm(text: string): boolean {
    const key = ` ${termKey(text)} `;
    return this.glossary.some((entry) => termVariants(entry.term).some((variant) => key.includes(` ${variant} `)));
  }
}
