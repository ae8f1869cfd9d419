import { lemmaHelper, winkNlp } from '../analysis/wink-nlp-loader.js';
import { stem, wordsOf } from '../review/defect-rules.js';

const QUESTION_OVERLAP = 0.6;
const ANSWER_OVERLAP = 0.7;
/** Question and answer together: catches the same fact asked the other way round. */
const ITEM_OVERLAP = 0.75;
/** Words of the question templates themselves, which every question of a kind shares. */
const TEMPLATE_WORDS: ReadonlySet<string> = new Set(['term', 'mean', 'refer', 'match', 'description', 'fill', 'blank', 'year', 'define', 'statement', 'true', 'following']);
/** A short answer keeps its linking words: "rule of law" and "rule by law" are two terms. */
const SHORT_ANSWER_WORDS = 5;
const ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'the']);
const BLANK = '_____';

interface Accepted {
  readonly question: ReadonlySet<string>;
  readonly answer: ReadonlySet<string>;
  readonly whole: ReadonlySet<string>;
  readonly answerText: string;
  readonly subject: string | undefined;
  /** What it asks about, stemmed: the named subject, or the phrase a fill-in-the-blank blanks. */
  readonly about: string | undefined;
  /** The question's words, stemmed, space-separated and padded: where another item's subject is looked for. */
  readonly questionKey: string;
}

/**
 * Rejects an item whose question, answer, or question-and-answer overlaps one already accepted
 * (Jaccard over content words), or whose answer is the same. Two items about different named
 * subjects ("What are imports?", "What are exports?") are not duplicates for sharing their wording.
 * Nor are two questions alike in wording that ask about different things when one of them names the
 * other's subject: "_____ is another type of fallacy of weak induction." (appeal to ignorance) beside
 * "What are the fallacies of weak induction?"; a fill-in-the-blank is about the phrase it blanks.
 */
export class NearDuplicateFilter {
  private readonly accepted: Accepted[] = [];
  /** Repeated material repeats its questions; each text is analysed once. */
  private readonly analysed = new Map<string, Set<string>>();

  /** `subject`: the key of the term the item asks about, where it asks about one. */
  accept(question: string, answer: string, subject?: string): boolean {
    const questionWords = this.contentOf(question);
    const answerWords = this.contentOf(answer, answer.split(/\s+/).length <= SHORT_ANSWER_WORDS);
    const about = subject ?? (question.includes(BLANK) ? answer : undefined);
    const candidate: Accepted = {
      question: questionWords,
      answer: answerWords,
      whole: new Set([...questionWords, ...answerWords]),
      answerText: normalise(answer),
      subject,
      about: about === undefined ? undefined : subjectKey(about) || undefined,
      questionKey: ` ${subjectKey(question.replace(BLANK, ' '))} `,
    };
    const duplicate = this.accepted.some((item) => {
      if (item.answerText === candidate.answerText) return true;
      if (jaccard(item.question, candidate.question) >= QUESTION_OVERLAP && !asksAboutAnother(item, candidate)) return true;
      if (item.subject !== undefined && candidate.subject !== undefined && item.subject !== candidate.subject) return false;
      return (candidate.answer.size > 1 && jaccard(item.answer, candidate.answer) >= ANSWER_OVERLAP) || jaccard(item.whole, candidate.whole) >= ITEM_OVERLAP;
    });
    if (!duplicate) this.accepted.push(candidate);
    return !duplicate;
  }

  private contentOf(text: string, withLinkingWords = false): Set<string> {
    const key = `${withLinkingWords ? 'l' : 'c'}:${text}`;
    let words = this.analysed.get(key);
    if (!words) {
      words = contentLemmas(text, withLinkingWords);
      this.analysed.set(key, words);
    }
    return words;
  }
}

/** The text's content words, lemmatised; with `withLinkingWords`, also its stop words but articles ("of", "by", "not"). */
export function contentLemmas(text: string, withLinkingWords = false): Set<string> {
  const nlp = winkNlp();
  const its = nlp.its;
  const tokens = nlp.readDoc(text).tokens();
  const types = tokens.out(its.type) as string[];
  const stops = tokens.out(its.stopWordFlag) as unknown as boolean[];
  const lemmas = tokens.out(lemmaHelper(nlp)) as string[];
  const content = new Set<string>();
  lemmas.forEach((lemma, index) => {
    const word = lemma.toLowerCase();
    const kept = withLinkingWords ? !ARTICLES.has(word) : !stops[index];
    if ((types[index] === 'word' || types[index] === 'number') && kept && !TEMPLATE_WORDS.has(word)) content.add(word);
  });
  return content;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Two items about different subjects, one of whose questions names the other's subject. */
function asksAboutAnother(a: Accepted, b: Accepted): boolean {
  if (a.about === undefined || b.about === undefined || a.about === b.about) return false;
  return a.questionKey.includes(` ${b.about} `) || b.questionKey.includes(` ${a.about} `);
}

/** Words without articles, each stemmed: "the cell membranes" and "cell membrane" (a term's lemma key) meet. */
function subjectKey(text: string): string {
  return wordsOf(text)
    .filter((word) => !ARTICLES.has(word))
    .map(stem)
    .join(' ');
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}
