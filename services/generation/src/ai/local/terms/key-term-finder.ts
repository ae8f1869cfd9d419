import type { AnalyzedCorpus, AnalyzedSentence, AnalyzedToken, TokenSpan } from '../analysis/analyzed-corpus.js';
import { spanText } from '../analysis/analyzed-corpus.js';
import { isName, type KeyPhraseIndex } from '../analysis/key-phrase-extractor.js';
import { ARTICLES, countWords, isPluralNoun, readNounPhrase } from '../analysis/noun-phrase-reader.js';
import { isStandaloneSubject, leadInEnd, namingAsAfter, opensOneWhich } from '../facts/definition-fact-extractor.js';
import { contentEnd, inRunningText } from '../analysis/text-formatter.js';
import { generalRarity } from '../analysis/word-rarity-loader.js';
import type { FactContext } from '../facts/fact-context.js';
import { isStatement, slot } from '../facts/number-fact-extractor.js';
import type { BlankFact, DefinitionFact, SlottedSentence, StudyFact } from '../facts/study-fact.js';
import { condenseAnswer } from '../facts/answer-condenser.js';
import { termForm } from '../facts/term-form-builder.js';
import { quoteOf } from '../items/citation-builder.js';
import { flashcardText } from '../items/flashcard-templates.js';
import { findDefect, stem, wordsOf } from '../review/defect-rules.js';
import type { KeyTerm, TermSignal } from './key-term.js';
import { objectiveTermUses } from './objective-term-reader.js';
import { parallelKinds } from './parallel-kind-reader.js';
import { colonListTerms, glossedTerms } from './gloss-pattern-reader.js';
import { abbreviatedTerms, appositiveTerms, coordinatedKinds, definingOpenings, framingOpenings, onlyDescribes } from './term-pattern-reader.js';

const MAX_TERM_WORDS = 6;
/** An emphasised run covering more of its sentence than this is emphasis of the sentence, not a term. */
const MAX_RUN_SHARE = 0.6;
const MAX_RUNS_PER_SENTENCE = 12;
const MIN_SENTENCE_WORDS = 6;
const MAX_SENTENCE_WORDS = 45;
const FREQUENT_PHRASES = 200;
const MIN_FREQUENT_COUNT = 3;
/** Uses of one phrase inside one paragraph that make it the paragraph's subject ("In a direct democracy, … direct democracy …"). */
const PARAGRAPH_REPEATS = 3;
/** What being the subject of a paragraph adds to a term of plain text, where no marks say which phrases are terms. */
const REPEAT_BONUS = 0.75;
/** What being introduced by "called X", "known as X" adds to a term of plain text. */
const NAMED_BONUS = 1.5;
/** What a heading adds to a term of plain text when the text under it opens with that term. */
const INTRODUCED_BONUS = 1.5;
/** What being one of the kinds sibling sentences go through adds to a term of plain text. */
const PARALLEL_BONUS = 1;
/** What a term of plain text loses when only its frequency marks it: 8 % of such compounds around the budget's edge are glossary terms. */
const FREQUENCY_ONLY_PENALTY = 1;
/** What a name loses when only a defining sentence or a heading marks it ("The United States is a state …", "Civil War"): 1 in 17 such names of the tuned books' text is a glossary term. */
const WEAKLY_MARKED_NAME_PENALTY = 4;
const FACTS_PER_TERM = 3;
const MULTIWORD_BONUS = 1;
/** What bold or italics add to a term: where the material marks its terms, the marks outweigh every other signal. */
const EMPHASIS_WEIGHT = { marked: 8, sparse: 3 };
/** Names set in bold or italics (a book, a group in an example) are weaker terms than emphasised concepts. */
const EMPHASISED_NAME_SHARE = 0.5;
/** At least this many emphasised (or bold) terms and the material is read as marking its terms (a textbook, styled notes). */
const MARKED_TERMS = 5;
const KINDS_WEIGHT = 1.5;
const BARE_WORD_SHARE = 0.5;
/** How much general-English rarity moves a single word: up for "histology", down for "skin". */
const WORD_RARITY_WEIGHT = 3;
/** A compound already stands out as a term; its rarest word moves it less. */
const COMPOUND_RARITY_WEIGHT = 0.5;
/** Rarity (0..1) above which a term gains weight and below which it loses weight. */
const RARITY_PIVOT = 0.5;
/** A phrase in more than this share of sentences is the topic itself ("cell"): a term only when marked or defined. */
const COMMONPLACE_SHARE = 0.15;
/** How well a definition's relation defines: a glossary line or "is called" beats a bare "X is". */
/** A definition by kind and difference ranks above every relation but a glossary line. */
const GENUS_RANK = 4.5;
/** What a definition by kind and difference adds to a term of plain text. */
const GENUS_BONUS = 1;
const RELATION_RANK: Record<DefinitionFact['relation'], number> = { glossary: 5, called: 4, 'refers-to': 4, 'defined-as': 4, means: 3, is: 2, appositive: 1 };
const DEFINING_CUE = /\b(?:is|are|was|were|refers? to|called|known as|defined as|means?|termed|describes?)\b|, or /i;
const HEADING_NOISE = /^(?:\d+(?:\.\d+)*\s*|chapter\s+\d+\s*|section\s+\d+\s*|the\s+|an?\s+)+/i;
const QUESTION_OPENING = /^(?:what|who|which|why|how)\s+(?:is|are|was|were|do|does)\s+(?:the\s+|an?\s+)?/i;
/** Where a heading joins the things it names: "Demand and Supply", "Sleep: Why We Need It", "Equilibrium—Where …". */
const HEADING_PARTS = /\s*(?:[,:;—–]|\s(?:and|or|vs\.?|versus)\s)\s*/i;
/** Nouns too general to be a key term by frequency alone. */
const GENERIC_NOUNS: ReadonlySet<string> = new Set([
  'way', 'example', 'contrast', 'person', 'people', 'portion', 'body', 'movement', 'space', 'material', 'thing', 'part', 'type', 'kind', 'form', 'number', 'amount', 'case', 'time', 'year', 'day', 'use', 'result', 'fact', 'idea', 'term', 'word', 'level', 'area', 'side', 'end', 'group', 'lot', 'world', 'life', 'work', 'place', 'point', 'order', 'process', 'system', 'change', 'effect', 'role', 'question', 'problem', 'reason', 'study', 'chapter', 'section', 'figure', 'table', 'student', 'individual', 'others', 'substance', 'water', 'energy', 'information', 'structure', 'function', 'number', 'manner', 'means', 'instance', 'addition', 'fact',
]);
/** An article, a kind of at most four words, then what sets the term apart: "a government in which …", "the act of blaming …". */
const GENUS_AND_DIFFERENCE = /^(?:an?|the|one)\s+(?:[\p{L}-]+\s+){0,3}?[\p{L}-]+,?\s+(?:that|which|who|whom|whose|in which|by which|through which|where|whereby|when|of|for|consisting|\p{L}{3,}ed|between|among|to)\b/iu;
/** "mass of an object", "disruption of the structure", "four DNA bases": a phrase that picks out one case or counts them describes; it names no term (unless set in bold). */
const DESCRIBING_PHRASE = /\bof (?:an?|the|this|that|these|those|its|their|his|her|our|your)\b|^(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s/i;
const GLOSS_MARKS: ReadonlySet<string> = new Set([',', '—', '–']);
/** A subject with one of these words describes ("an everyday example of …", "the most common …"), it names no term. */
const NOT_IN_TERMS: ReadonlySet<string> = new Set(['example', 'instance', 'most', 'many', 'several', 'various', 'other', 'such', 'same']);
/** A phrase opened by one of these picks out a case in passing ("a particular policy", "the entire genome", "recent decades"), it names no term. */
const PASSING_OPENERS: ReadonlySet<string> = new Set(['particular', 'entire', 'whole', 'different', 'recent', 'certain', 'specific', 'given', 'typical', 'following', 'previous', 'overall', 'next', 'final']);
/** A clause that glosses the noun before it: "X, where …", "X, whereby …", "X, which is when …", "X, meaning …". */
const GLOSSING_CLAUSE: ReadonlySet<string> = new Set(['where', 'whereby', 'which', 'meaning', 'i.e.']);
/** An aside that gives a subject a second name: "also called …", "sometimes known as …", "also referred to (as) …". */
const RENAMING_ASIDE = /^(?:(?:also|sometimes|often) )?(?:called|termed|known as|referred to)\b/i;
const NAMING_WORDS: ReadonlySet<string> = new Set(['called', 'termed', 'named', 'dubbed']);
/** What may follow a one-word adjective name: the end of its clause. */
const CLAUSE_END = /^(?:[.,;:)]|and|or|if|when|because)$/i;
const STRESS_WORDS: ReadonlySet<string> = new Set(['not', 'never', 'always', 'only', 'all', 'must', 'no', 'very', 'also', 'both', 'each', 'every', 'note', 'important', 'key', 'example', 'remember']);

interface Draft {
  key: string;
  text: string;
  signals: Set<TermSignal>;
  emphasised: { sentence: AnalyzedSentence; span: TokenSpan }[];
  /** Set off in bold at least once (an emphasised run not in italics only). */
  bold?: boolean;
  /** Its uses in the study text when a learning objective names it, first use first. */
  named: { sentence: AnalyzedSentence; span: TokenSpan }[];
  /** Sentences that define it by pattern ("X (…) is a …", "… called X", "… known as X"). */
  patterned: { sentence: AnalyzedSentence; span: TokenSpan }[];
  definitions: DefinitionFact[];
  count: number;
  spread: number;
  /** Named by a heading whose first sentence opens with it ("Benefit Segmentation" → "Benefit segmentation is based on …"). */
  introducedByHeading?: boolean;
  /** One of the kinds sibling sentences or labels go through ("Autocratic leaders …", "Participative leaders …"). */
  parallel?: boolean;
  /** Named by "called", "known as", "referred to as", "termed": the text introduces it as a name. */
  namedByVerb?: boolean;
  /** Used at least PARAGRAPH_REPEATS times in one paragraph: the subject a passage is about. */
  repeated: boolean;
  proper: boolean;
  plural: boolean;
  words: number;
}

/**
 * The material's key terms, from what a textbook or a student's notes mark as terms: bold and
 * italic runs, defining sentences ("X is …", "X refers to …", "… is called X", glossary lines),
 * headings, and phrases used often and across sections; each with the facts that teach it, best
 * first. Linear in the material.
 */
export function findKeyTerms(corpus: AnalyzedCorpus, facts: readonly StudyFact[], keyPhrases: KeyPhraseIndex, context: FactContext): KeyTerm[] {
  const drafts = new Map<string, Draft>();
  // The lemmatiser misses some plurals ("monosaccharides"): forms of one term meet under their stems.
  const draftOf = (key: string, text: string, shape: { proper: boolean; plural: boolean; words: number }): Draft => {
    // "kinetic energy (KE)" and "kinetic energy" are one term: what a parenthesis adds names it again.
    const merged = text.includes('(') ? mergeKey(withoutParentheses(text)) : mergeKey(key);
    let draft = drafts.get(merged);
    if (!draft) {
      draft = { key, text, signals: new Set(), emphasised: [], named: [], patterned: [], definitions: [], count: 0, spread: 0, repeated: false, ...shape };
      drafts.set(merged, draft);
    }
    return draft;
  };

  const spanDraft = (sentence: AnalyzedSentence, span: TokenSpan): Draft => {
    const words = countWords(sentence.tokens, span.start, span.end);
    return draftOf(keyOf(sentence, span), inRunningText(spanText(sentence, span), sentence.tokens[span.start]!, corpus.casing), shapeOf(sentence, span, words));
  };

  for (const sentence of corpus.sentences) {
    // A sentence with more runs than this is styled text, not terms set off in it.
    if (sentence.emphasis.length === 0 || sentence.emphasis.length > MAX_RUNS_PER_SENTENCE) continue;
    const sentenceWords = countWords(sentence.tokens, 0, sentence.tokens.length);
    let from = 0;
    for (const run of sentence.emphasis) {
      const at = sentence.text.indexOf(run, from);
      if (at < 0) continue;
      from = at + run.length;
      const span = termSpan(sentence, at, at + run.length);
      if (!span) continue;
      const words = countWords(sentence.tokens, span.start, span.end);
      if (words > MAX_TERM_WORDS || words > sentenceWords * MAX_RUN_SHARE) continue;
      const draft = draftOf(keyOf(sentence, span), inRunningText(spanText(sentence, span), sentence.tokens[span.start]!, corpus.casing), shapeOf(sentence, span, words));
      draft.signals.add('emphasis');
      draft.emphasised.push({ sentence, span });
      if (!sentence.italic.includes(run)) draft.bold = true;
      const definition = definitionLedBy(sentence, span, corpus, context);
      if (definition) {
        draft.definitions.push(definition);
        draft.signals.add('definition');
      }
    }
  }

  for (const uses of objectiveTermUses(corpus)) {
    const { sentence, span } = uses[0]!;
    const words = countWords(sentence.tokens, span.start, span.end);
    const draft = draftOf(keyOf(sentence, span), inRunningText(spanText(sentence, span), sentence.tokens[span.start]!, corpus.casing), shapeOf(sentence, span, words));
    draft.signals.add('objective');
    draft.named.push(...uses);
    for (const use of uses) {
      const definition = definitionLedBy(use.sentence, use.span, corpus, context);
      if (definition) {
        draft.definitions.push(definition);
        draft.signals.add('definition');
      }
    }
  }

  const defined = new Set<number>();
  for (const fact of facts) {
    if (fact.kind !== 'definition') continue;
    defined.add(fact.sentences[0]!.id);
    const draft = draftOf(fact.term.key, fact.term.bare, fact.term);
    draft.signals.add(fact.relation === 'glossary' ? 'glossary' : 'definition');
    draft.definitions.push(fact);
  }

  for (const sentence of corpus.sentences) {
    if (sentence.tokens.length > 60) continue;
    for (const span of [...definedBy(sentence, !defined.has(sentence.id)), ...abbreviatedTerms(sentence), ...appositiveTerms(sentence), ...definingOpenings(sentence), ...glossedTerms(sentence)]) {
      const draft = spanDraft(sentence, span);
      draft.signals.add('definition');
      draft.patterned.push({ sentence, span });
      if (isNamedByVerb(sentence.tokens, span)) draft.namedByVerb = true;
    }
    for (const span of [...coordinatedKinds(sentence), ...colonListTerms(sentence), ...framingOpenings(sentence)]) {
      const draft = spanDraft(sentence, span);
      draft.signals.add('kinds');
      draft.named.push({ sentence, span });
    }
  }

  for (const { sentence, span } of parallelKinds(corpus)) {
    const draft = spanDraft(sentence, span);
    draft.signals.add('kinds');
    draft.parallel = true;
    draft.named.push({ sentence, span });
  }

  // Where the material marks its terms (bold, italics), the marks rank them; general-English rarity only ranks plain text.
  const byRarity = !corpus.sentences.some((sentence) => sentence.emphasis.length > 0);
  const emphasisWeight = emphasisWeights([...drafts.values()]);
  const headings = new Set(corpus.sections.flatMap((section) => (section.heading ? headingTerms(section.heading) : [])));
  const introduced = introducedHeadings(corpus);
  const commonplace = Math.max(5, corpus.sentences.length * COMMONPLACE_SHARE);
  for (const [rank, phrase] of keyPhrases.ranked.entries()) {
    const heading = headings.has(phrase.text.toLowerCase());
    // Past the most frequent phrases only a heading's own term ("Tribalism") is still read: as a term, not for its frequency.
    if (rank >= FREQUENT_PHRASES && !heading) continue;
    const sections = new Set(phrase.occurrences.map((occurrence) => occurrence.sentence.sectionId)).size;
    const perBlock = new Map<number, number>();
    for (const { sentence } of phrase.occurrences) perBlock.set(sentence.blockId, (perBlock.get(sentence.blockId) ?? 0) + 1);
    const blocks = perBlock.size;
    const repeated = Math.max(...perBlock.values()) >= PARAGRAPH_REPEATS;
    const known = drafts.get(mergeKey(phrase.key));
    const generic = phrase.words === 1 && GENERIC_NOUNS.has(phrase.key);
    const often = phrase.count >= (phrase.words >= 2 ? 2 : MIN_FREQUENT_COUNT);
    const frequent = rank < FREQUENT_PHRASES && often && phrase.count <= commonplace && (blocks >= 2 || repeated) && !phrase.proper && !generic;
    if (!known && !heading && !frequent) continue;
    const draft = known ?? draftOf(phrase.key, phrase.text, phrase);
    draft.count += phrase.count;
    draft.spread = Math.max(draft.spread, sections, blocks);
    if (frequent && repeated) draft.repeated = true;
    if (heading) draft.signals.add('heading');
    if (frequent) draft.signals.add('frequency');
  }
  // A heading that names a term no noun-phrase chunk reads ("Appeal to Ignorance", "Begging the Question") still marks it.
  for (const draft of drafts.values()) {
    if (headings.has(draft.text.toLowerCase())) draft.signals.add('heading');
    if (introduced.has(draft.text.toLowerCase())) draft.introducedByHeading = true;
  }

  const marking = markingSections(corpus, [...drafts.values()]);
  const terms: KeyTerm[] = [];
  for (const draft of drafts.values()) {
    if (!isKeyTerm(draft) || wordsOf(draft.key).some((word) => NOT_IN_TERMS.has(word)) || (DESCRIBING_PHRASE.test(draft.text) && !draft.signals.has('emphasis')) || (draft.words >= 2 && PASSING_OPENERS.has(wordsOf(draft.key)[0]!) && !draft.signals.has('emphasis'))) continue;
    const marked = draft.signals.has('emphasis');
    const termFacts = teachingFacts(draft, keyPhrases, context).filter((fact) => marked || !marking || fact.sentences.every((sentence) => marking.has(sentence.sectionId)));
    if (termFacts.length === 0) continue;
    terms.push({ key: draft.key, text: draft.text, score: scoreOf(draft, context, emphasisWeight(draft)) + (byRarity ? plainTextWeight(draft) : 0), signals: [...draft.signals], proper: draft.proper, facts: termFacts });
  }
  return terms.sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : 1));
}

/**
 * Where the material sets its terms in bold, the parts (under one heading) that set at least one: a part that sets none
 * teaches no unmarked term either (a feature box or a story pasted without its frame). Null where bold marks no terms.
 */
function markingSections(corpus: AnalyzedCorpus, drafts: readonly Draft[]): ReadonlySet<number> | null {
  if (drafts.filter((draft) => draft.bold).length < MARKED_TERMS) return null;
  return new Set(corpus.sentences.filter((sentence) => sentence.emphasis.some((run) => !sentence.italic.includes(run))).map((sentence) => sentence.sectionId));
}

/**
 * What its bold or italics add to each term: where the material sets at least MARKED_TERMS terms in
 * bold, bold marks its key terms and italics (titles, stressed or foreign words) weigh as little as
 * a stray mark; where it marks terms in italics alone, they are its marks; with fewer marks, little.
 */
function emphasisWeights(drafts: readonly Draft[]): (draft: Draft) => number {
  const emphasised = drafts.filter((draft) => draft.signals.has('emphasis'));
  if (emphasised.filter((draft) => draft.bold).length >= MARKED_TERMS) return (draft) => (draft.bold ? EMPHASIS_WEIGHT.marked : EMPHASIS_WEIGHT.sparse);
  return emphasised.length >= MARKED_TERMS ? () => EMPHASIS_WEIGHT.marked : () => EMPHASIS_WEIGHT.sparse;
}

/**
 * The terms a heading names, lower-cased: "3.1 What Are Intelligence and Creativity?" names
 * intelligence and creativity, "Equilibrium—Where Demand and Supply Intersect" equilibrium.
 */
export function headingTerms(heading: string): string[] {
  const named = heading.replace(HEADING_NOISE, '').replace(QUESTION_OPENING, '').replace(/[?!.]+$/, '');
  return named
    .split(HEADING_PARTS)
    .map((part) => part.replace(HEADING_NOISE, '').trim().toLowerCase())
    .filter((part) => part.length > 0 && part.split(/\s+/).length <= 4);
}

/**
 * The terms a heading names that the first sentence under it opens with ("Benefit Segmentation" →
 * "Benefit segmentation is based on …", "Racism" → "Racism is prejudice …"), lower-cased: the heading
 * introduces a term the passage goes on to explain (84 % of them are glossary terms in the tuned
 * books' text, against 18 % of the other headings' terms).
 */
function introducedHeadings(corpus: AnalyzedCorpus): Set<string> {
  const introduced = new Set<string>();
  for (const section of corpus.sections) {
    const first = section.sentences[0];
    if (!section.heading || !first) continue;
    const opening = first.text.replace(/^(?:an?|the)\s+/i, '').toLowerCase();
    for (const term of headingTerms(section.heading)) {
      if (opening.startsWith(term) && !/^[\p{L}\p{N}]/u.test(opening.slice(term.length))) introduced.add(term);
    }
  }
  return introduced;
}

/** "A nucleotide is one of …": a generic "a/an X is" is how textbooks define; "The X is …" often only describes. */
function rankOf(fact: DefinitionFact): number {
  if (onlyDescribes(fact.definiens)) return RELATION_RANK.appositive;
  return fact.relation === 'is' && (/^an? /i.test(fact.term.inQuestion) || /^an? /i.test(fact.definiens)) ? 4 : RELATION_RANK[fact.relation];
}

function mergeKey(key: string): string {
  return wordsOf(key).map(stem).join(' ');
}

/** Emphasis, a glossary line or a strong defining pattern make a term; a bare "X is …" or frequency need more. */
function isKeyTerm(draft: Draft): boolean {
  const { signals } = draft;
  if (signals.has('emphasis') || signals.has('glossary') || signals.has('objective') || (signals.has('kinds') && !draft.proper)) return true;
  const strongDefinition = draft.definitions.some((fact) => RELATION_RANK[fact.relation] >= 3) || draft.patterned.length > 0;
  if (strongDefinition) return true;
  if (signals.has('definition')) return !draft.proper || signals.has('heading') || draft.count >= 2;
  const often = draft.words >= 2 ? draft.count >= 2 : draft.count >= MIN_FREQUENT_COUNT + 1;
  return signals.has('heading') || (signals.has('frequency') && often && (draft.spread >= 2 || draft.repeated));
}

/** A single word that only a sentence's wording defines ("The skin is …", "… the shoes, …"): often an example's word, not a term. */
function isBareWord(draft: Draft): boolean {
  return draft.words === 1 && [...draft.signals].every((signal) => signal === 'definition' || signal === 'frequency') && !draft.definitions.some(isGenusDefinition);
}

/**
 * "A democracy is a government in which …", "Jurisdiction is the written authority … that …",
 * "Sleep is a state marked by …": a definition by kind and difference (an article, the kind, then
 * a clause, a participle or "of" that sets the term apart), how textbooks and notes define a term
 * rather than describe a thing ("The skin is an organ.").
 */
export function isGenusDefinition(fact: DefinitionFact): boolean {
  return (fact.relation === 'is' || fact.relation === 'glossary') && GENUS_AND_DIFFERENCE.test(fact.definiens) && !onlyDescribes(fact.definiens);
}

function scoreOf(draft: Draft, context: FactContext, emphasisWeight: number): number {
  const { signals } = draft;
  const definitionRank = Math.max(draft.patterned.length ? 3 : 0, ...draft.definitions.map((fact) => (isGenusDefinition(fact) ? GENUS_RANK : rankOf(fact))));
  return (
    (signals.has('emphasis') ? emphasisWeight * (draft.proper ? EMPHASISED_NAME_SHARE : 1) : 0) +
    (signals.has('glossary') ? 3 : 0) +
    (signals.has('objective') ? 2.5 : 0) +
    (signals.has('kinds') ? KINDS_WEIGHT : 0) +
    (definitionRank > 0 ? (1.5 + definitionRank * 0.25) * (isBareWord(draft) ? BARE_WORD_SHARE : 1) : 0) +
    (signals.has('heading') ? 2 : 0) +
    // A recurring compound ("classical conditioning", "excess supply") is a term far more often than a recurring single word.
    (signals.has('frequency') && draft.words >= 2 && !draft.proper ? MULTIWORD_BONUS : 0) +
    Math.min(1, Math.log2(1 + draft.count) / 3) * Math.min(1, draft.spread / 3) +
    context.centrality(draft.key.split(' '))
  );
}

/**
 * What ranks a term of plain text, where no bold marks it: general-English rarity, except that a
 * term the text defines by kind and difference ("A democracy is a government in which …") loses
 * nothing for being an everyday word and gains GENUS_BONUS: in notes and textbooks alike that form
 * introduces a key term; a phrase one paragraph names again and again gains REPEAT_BONUS.
 */
function plainTextWeight(draft: Draft): number {
  const rarity = rarityWeight(draft.key);
  const weakName = draft.proper && [...draft.signals].every((signal) => signal === 'definition' || signal === 'heading') ? WEAKLY_MARKED_NAME_PENALTY : 0;
  const repeated = -weakName + (draft.repeated ? REPEAT_BONUS : 0) + (draft.namedByVerb ? NAMED_BONUS : 0) + (draft.introducedByHeading ? INTRODUCED_BONUS : 0) + (draft.parallel ? PARALLEL_BONUS : 0) - (draft.signals.size === 1 && draft.signals.has('frequency') ? FREQUENCY_ONLY_PENALTY : 0);
  // A phrase a paragraph keeps naming ("In a direct democracy, … direct democracy …") is what that paragraph teaches.
  return (draft.definitions.some(isGenusDefinition) ? Math.max(0, rarity) + GENUS_BONUS : rarity) + repeated;
}

/**
 * A single word rare in general English names a concept of the subject ("histology", "colloid");
 * an everyday word ("skin", "gold") is more often an example's word. A compound counts by its
 * rarest word. Words the frequency list does not know count as rare.
 */
export function rarityWeight(key: string): number {
  const words = key.split(' ').filter((word) => /\p{L}{2,}/u.test(word));
  if (words.length === 0) return 0;
  const rarity = Math.max(...words.map(generalRarity));
  return (words.length === 1 ? WORD_RARITY_WEIGHT : COMPOUND_RARITY_WEIGHT) * (rarity - RARITY_PIVOT);
}

/** Its definitions (best relation first), then blanks on the sentences that define or first use it. */
function teachingFacts(draft: Draft, keyPhrases: KeyPhraseIndex, context: FactContext): StudyFact[] {
  const candidates: StudyFact[] = draft.definitions
    .slice()
    .sort((a, b) => rankOf(b) - rankOf(a) || b.score - a.score || a.sentences[0]!.id - b.sentences[0]!.id);
  const places = [...draft.patterned, ...draft.emphasised, ...draft.named, ...(keyPhrases.byKey.get(draft.key)?.occurrences ?? [])];
  const defining = places.filter(({ sentence }) => DEFINING_CUE.test(sentence.text));
  const seen = new Set<number>();
  for (const { sentence, span } of [...defining, ...places]) {
    if (candidates.length >= FACTS_PER_TERM * 2) break;
    if (seen.has(sentence.id)) continue;
    seen.add(sentence.id);
    const blank = blankOn(draft, sentence, span, context);
    if (blank) candidates.push(blank);
  }
  const sound = candidates.filter((fact) => findDefect({ ...flashcardText(fact), quote: quoteOf(fact.sentences) }) === null);
  // "hydrogen bonding" is taught by "… called hydrogen bonding" before "Hydrogen bonds are …": the facts that name the term as it is written come first.
  const written = wordingOf(draft.text);
  const named = sound.filter((fact) => wordingOf(taughtPhrase(fact)) === written);
  return [...named, ...sound.filter((fact) => !named.includes(fact))].slice(0, FACTS_PER_TERM);
}

/** The phrase a fact teaches: a definition's term, a blank's answer. */
function taughtPhrase(fact: StudyFact): string {
  return fact.kind === 'definition' ? fact.term.bare : fact.kind === 'blank' ? fact.phrase : '';
}

/** A phrase's words without plural endings or a parenthesis: "hydrogen bonds" reads "hydrogen bond", not "hydrogen bonding". */
function wordingOf(phrase: string): string {
  return wordsOf(withoutParentheses(phrase))
    .map((word) => (word.length > 3 ? word.replace(/(?<!s)s$/, '') : word))
    .join(' ');
}

/**
 * "**Extracellular fluid (ECF)** is the fluid environment …": an emphasised run that opens its
 * sentence and is followed by "is/are a/an/the …" defines that run (the tagger may not read the
 * run as a noun phrase, the emphasis says where the term ends).
 */
function definitionLedBy(sentence: AnalyzedSentence, span: TokenSpan, corpus: AnalyzedCorpus, context: FactContext): DefinitionFact | null {
  const tokens = sentence.tokens;
  const opening = leadInEnd(tokens);
  const first = tokens[opening]?.pos === 'DET' ? opening + 1 : opening;
  if (span.start !== first) return null;
  let verb = span.end;
  if (tokens[verb]?.value === '(') {
    const close = tokens.findIndex((token, index) => index > verb && index <= verb + 8 && token.value === ')');
    if (close < 0) return null;
    verb = close + 1;
  }
  const be = tokens[verb];
  if (!be || (be.lower !== 'is' && be.lower !== 'are') || !ARTICLES.has(tokens[verb + 1]?.lower ?? '')) return null;
  const answer = condenseAnswer(tokens, { start: verb + 1, end: contentEnd(tokens) });
  const term = termForm(sentence, { start: opening, end: verb }, corpus.casing, be.lower === 'are');
  if (!answer || !term) return null;
  return {
    kind: 'definition',
    id: `term-definition:${sentence.id}:${span.start}`,
    sentences: [sentence],
    sectionId: sentence.sectionId,
    score: context.score(1, sentence, term.key.split(' ')),
    term,
    definiens: spanText(sentence, answer),
    relation: 'is',
  };
}

function blankOn(draft: Draft, sentence: AnalyzedSentence, span: TokenSpan, context: FactContext): BlankFact | null {
  const words = countWords(sentence.tokens, 0, sentence.tokens.length);
  if (words < MIN_SENTENCE_WORDS || words > MAX_SENTENCE_WORDS || !isStatement(sentence) || /^\p{Ll}/u.test(sentence.text)) return null;
  const slotted = withoutRepeat(withAbbreviation(closedItem(sentence, slot(sentence, span))));
  if (!slotted) return null;
  return {
    kind: 'blank',
    id: `term:${sentence.id}:${span.start}`,
    sentences: [sentence],
    sectionId: sentence.sectionId,
    score: context.score(1, sentence, draft.key.split(' ')),
    phrase: slotted.value,
    phraseKey: draft.key,
    plural: draft.plural,
    proper: draft.proper,
    words: draft.words,
    slotted,
  };
}

/**
 * "Expert power, which is derived from an individual’s extensive knowledge": a list item printed
 * without a full stop is a whole statement when it ends on a content word; its fill-in gets the stop.
 */
function closedItem(sentence: AnalyzedSentence, slotted: SlottedSentence): SlottedSentence {
  const last = sentence.tokens[sentence.tokens.length - 1];
  if (sentence.blockKind !== 'list-item' || !last || last.stop || !/^[\p{L}\p{N}]/u.test(last.value)) return slotted;
  return { ...slotted, after: `${slotted.after}.` };
}

/** "… known as the _____ (SCN)." gives the answer away: the blank's own abbreviation after it goes into the blank. */
function withAbbreviation(slotted: SlottedSentence): SlottedSentence {
  const abbreviation = /^\s*\(\p{Lu}[\p{Lu}\d]{1,5}s?\)/u.exec(slotted.after);
  return abbreviation ? { ...slotted, value: `${slotted.value}${abbreviation[0]}`, after: slotted.after.slice(abbreviation[0].length) } : slotted;
}

/**
 * A sentence that names the blanked term again after it ("… is said to be _____, and water leaves a
 * hypotonic solution") ends at the clause before the repeat; null when the repeat comes sooner.
 */
function withoutRepeat(slotted: SlottedSentence): SlottedSentence | null {
  const term = slotted.value.toLowerCase();
  const after = slotted.after.toLowerCase();
  const repeat = wordIndex(after, term);
  if (wordIndex(slotted.before.toLowerCase(), term) >= 0) return null;
  if (repeat < 0) return slotted;
  const cut = Math.max(after.lastIndexOf(',', repeat), after.lastIndexOf(';', repeat));
  return cut < 0 ? null : { ...slotted, after: `${slotted.after.slice(0, cut)}.` };
}

function withoutParentheses(text: string): string {
  return text.replace(/\([^)]*\)/g, ' ');
}

/** Where `term` stands in `text` as whole words ("sovereign" is not in "sovereignty"), or -1. */
function wordIndex(text: string, term: string): number {
  let at = text.indexOf(term);
  while (at >= 0) {
    const edge = (index: number): boolean => index < 0 || index >= text.length || !/[\p{L}\p{N}]/u.test(text[index]!);
    if (edge(at - 1) && edge(at + term.length)) return at;
    at = text.indexOf(term, at + 1);
  }
  return -1;
}

/**
 * Terms a sentence defines by its wording: an opening "X (…) is a/an/the …" (`readOpening`: where
 * no definition fact was read from it), and anywhere "… called X", "… known as X", "… referred to
 * as X", "X, or Y," and "X—or “Y”".
 */
function definedBy(sentence: AnalyzedSentence, readOpening: boolean): TokenSpan[] {
  const tokens = sentence.tokens;
  const spans: TokenSpan[] = [];
  const start = leadInEnd(tokens);
  const subjectEnd = readOpening ? readNounPhrase(tokens, start, { maxWords: 5, allowOf: false }) : -1;
  if (subjectEnd > 0 && isStandaloneSubject(tokens, start, subjectEnd)) {
    let verb = subjectEnd;
    if (tokens[verb]?.value === '(') {
      const close = tokens.findIndex((token, index) => index > verb && index <= verb + 10 && token.value === ')');
      verb = close < 0 ? -1 : close + 1;
    } else if (tokens[verb]?.value === ',' && RENAMING_ASIDE.test(sentence.text.slice(tokens[verb + 1]?.start ?? 0))) {
      // "A sensor, also referred to as a receptor, is a component …": the aside gives a second name.
      const close = tokens.findIndex((token, index) => index > verb + 1 && index <= verb + 10 && token.value === ',');
      verb = close < 0 ? -1 : close + 1;
    }
    const be = tokens[verb];
    const next = tokens[verb + 1];
    const after = tokens[verb + 2];
    const describes =
      next !== undefined && (ARTICLES.has(next.lower) || ((next.pos === 'ADJ' || next.pos === 'NOUN') && after?.pos === 'NOUN') || (next.lower === 'one' && after?.lower === 'of') || opensOneWhich(tokens, verb + 1));
    // "Socioeconomic status is an important predictor …", "North Korea is an example of …": the sentence judges or cites its subject.
    const complement = verb > 0 ? sentence.text.slice(tokens[verb + 1]?.start ?? sentence.text.length) : '';
    const judges = onlyDescribes(complement);
    if (verb > 0 && be && (be.lower === 'is' || be.lower === 'are') && describes && !judges && tokens[start]!.pos !== 'NUM') {
      const bare = tokens[start]!.pos === 'DET' ? start + 1 : start;
      if (bare < subjectEnd) spans.push({ start: bare, end: subjectEnd });
    }
  }
  // From the first word: "Called Mousterian tools, these implements were …" opens on its name.
  for (let i = 0; i < tokens.length - 1; i++) {
    const word = tokens[i]!.lower;
    let named = -1;
    if (NAMING_WORDS.has(word)) named = i + 1;
    else if ((word === 'known' || word === 'referred') && tokens[i + 1]?.lower === 'as') named = i + 2;
    else if (word === 'referred' && tokens[i + 1]?.lower === 'to' && tokens[i + 2]?.lower === 'as') named = i + 3;
    else if ((word === 'said' && tokens[i + 1]?.lower === 'to' && tokens[i + 2]?.lower === 'be') || (word === 'classified' && tokens[i + 1]?.lower === 'as')) named = word === 'said' ? i + 3 : i + 2;
    // "Economists refer to the building blocks of a business as the factors of production.": the name after "as".
    else if ((word === 'refer' || word === 'describe') && (tokens[i + 1]?.lower === 'to' || word === 'describe')) named = namingAsAfter(tokens, word === 'refer' ? i + 2 : i + 1);
    if (named < 0) continue;
    while (named < tokens.length && (tokens[named]!.pos === 'PUNCT' || tokens[named]!.pos === 'DET') && tokens[named]!.value !== ',') named += 1;
    // After "refer to … as" the name ends the sentence and may run on with "of" ("the factors of production").
    const viaAs = tokens[named - 1]?.lower === 'as' || tokens[named - 2]?.lower === 'as';
    let end = readNounPhrase(tokens, named, { maxWords: 4, allowOf: viaAs && word !== 'known' && word !== 'referred' && word !== 'classified', allowArticle: false });
    // "… called a service encounter.": a name that closes its clause ends on a noun, whatever the tagger read ("encounter" as a verb);
    // "… is called the quantity demanded.": a participle that ends the sentence is the name's last word.
    const closing = tokens[end]?.pos === 'VERB' && (/ed$/.test(tokens[end]!.lower) ? tokens[end + 1]?.value === '.' : !/ing$/.test(tokens[end]!.lower) && CLAUSE_END.test(tokens[end + 1]?.value ?? '.'));
    if (end > named && end - named < 4 && closing) end += 1;
    // "Proteins called pore complexes lining the nuclear pores …": an -ing word before its object is the clause's verb.
    if (end - named > 1 && /ing$/.test(tokens[end - 1]!.lower) && tokens[end]?.pos === 'DET') end -= 1;
    // "what he called the dogs’ “psychic secretions”": a possessive owns the name that follows, it is none.
    if (end > named && /^(?:['’]s?)$/.test(tokens[end]?.value ?? '')) continue;
    // "a cat named Tiger", "an infant known as Little Albert": a name from an example, no term.
    if (end > named && tokens.slice(named, end).every((token) => /^\p{Lu}\p{Ll}/u.test(token.value)) && !/^\p{Lu}{2,}/u.test(tokens[named]!.value)) continue;
    if (end > named) spans.push({ start: named, end });
    else if (tokens[named]?.pos === 'VERB' && /ing$/.test(tokens[named]!.lower)) spans.push({ start: named, end: named + 1 });
    // "… are called totipotent, meaning …", "… is said to be soluble.": an adjective that ends its clause is the name.
    else if (tokens[named]?.pos === 'ADJ' && CLAUSE_END.test(tokens[named + 1]?.value ?? '.')) spans.push({ start: named, end: named + 1 });
  }
  for (let i = 2; i < tokens.length - 1; i++) {
    // "hydrophilic—or “water loving”", "instrumental, or strategic, …": the term before the gloss.
    if (tokens[i]!.lower !== 'or' || !GLOSS_MARKS.has(tokens[i - 1]!.value)) continue;
    // "creating fake accounts, or using unfair pricing": a verb after "or" goes on a list of actions; a gloss renames.
    if (tokens[i + 1]!.pos === 'VERB') continue;
    const close = tokens.findIndex((token, index) => index > i + 1 && index <= i + 6 && (GLOSS_MARKS.has(token.value) || token.value === '.' || token.value === ')' || /^[”"’]$/.test(token.value)));
    if (close < 0) continue;
    let start = i - 2;
    while (start > 0 && start > i - 4 && (tokens[start - 1]!.pos === 'ADJ' || tokens[start - 1]!.pos === 'NOUN') && tokens[start]!.pos === 'NOUN') start -= 1;
    const head = tokens[i - 2]!;
    if ((head.pos !== 'ADJ' && head.pos !== 'NOUN') || head.stop || tokens[start - 1]?.value === ',') continue;
    // "The revocation of voting rights, or disenfranchisement, …": the phrase after "of" is part of a description; the name comes after "or".
    if (tokens[start - 1]?.lower === 'of') continue;
    spans.push({ start, end: i - 1 });
  }
  for (let i = 2; i < tokens.length - 1; i++) {
    // "… produce social capital, whereby relationships …", "… factionalism, where small groups …"
    if (tokens[i]!.value !== ',' || !GLOSSING_CLAUSE.has(tokens[i + 1]!.lower)) continue;
    if (tokens[i + 1]!.lower === 'which' && !['is', 'means', 'refers'].includes(tokens[i + 2]?.lower ?? '')) continue;
    // "… the behavior of others, meaning that each individual …": "meaning that" draws a consequence, it glosses no noun.
    if (tokens[i + 1]!.lower === 'meaning' && tokens[i + 2]?.lower === 'that') continue;
    let start = i - 1;
    if (tokens[start]!.pos !== 'NOUN' || tokens[start]!.stop) continue;
    // "marketers use market segmentation, which …": a plural noun before two more words is a subject whose verb the tagger read as a noun.
    while (start > 0 && start > i - 4 && (tokens[start - 1]!.pos === 'ADJ' || tokens[start - 1]!.pos === 'NOUN')) {
      if (isPluralNoun(tokens[start - 1]!) && i - start >= 2) {
        start += 1;
        break;
      }
      start -= 1;
    }
    // "a medium of exchange, which means …": the head noun before "of" belongs to the term; "low levels of efficacy, which
    // refers to …" glosses "efficacy": a verb in the singular does not agree with a plural head.
    const singularVerb = /s$/.test(tokens[i + 2]?.lower ?? '');
    if (tokens[start - 1]?.lower === 'of' && tokens[start - 2]?.pos === 'NOUN' && start - 2 >= i - 5 && !(singularVerb && isPluralNoun(tokens[start - 2]!))) start -= 2;
    // "… in the Senate, where …" places rather than glosses; "a medium of exchange, which means …" glosses.
    if (tokens[start - 1]?.value === ',' || (tokens[start - 1]?.pos === 'DET' && tokens[i + 1]!.lower === 'where')) continue;
    spans.push({ start, end: i });
  }
  return spans.map((span) => withoutParenthesis(tokens, span)).filter((span) => span.end > span.start);
}

/** "… called a service encounter", "… known as the isthmus", "… referred to as lobbying": a verb names the span. */
function isNamedByVerb(tokens: readonly AnalyzedToken[], span: TokenSpan): boolean {
  let at = span.start - 1;
  while (at > 0 && (tokens[at]!.pos === 'DET' || tokens[at]!.pos === 'PUNCT') && tokens[at]!.value !== ',') at -= 1;
  const word = tokens[at]?.lower ?? '';
  return NAMING_WORDS.has(word) || (word === 'as' && ['known', 'referred'].includes(tokens[at - 1]?.lower === 'to' ? (tokens[at - 2]?.lower ?? '') : (tokens[at - 1]?.lower ?? '')));
}

/** "simple diffusion ( )" → "simple diffusion": a trailing parenthesis is no part of a term's name. */
function withoutParenthesis(tokens: readonly AnalyzedToken[], span: TokenSpan): TokenSpan {
  if (tokens[span.end - 1]?.value !== ')') return span;
  let open = span.end - 1;
  while (open > span.start && tokens[open]!.value !== '(') open -= 1;
  return { start: span.start, end: open };
}

/**
 * The tokens of an emphasised run at characters [from, to) of the sentence, without a leading
 * article or trailing punctuation; null when the run does not fall on token edges or is no term
 * (a stressed "not", a number).
 */
function termSpan(sentence: AnalyzedSentence, from: number, to: number): TokenSpan | null {
  const tokens = sentence.tokens;
  let start = firstTokenFrom(tokens, from);
  if (start >= tokens.length || tokens[start]!.start !== from) return null;
  let end = start;
  while (end < tokens.length && tokens[end]!.end <= to) end += 1;
  if (end === start || tokens[end - 1]!.end !== to) return null;
  end = withoutParenthesis(tokens, { start, end }).end;
  while (start < end && (tokens[start]!.pos === 'DET' || tokens[start]!.pos === 'PUNCT')) start += 1;
  while (end > start && (tokens[end - 1]!.pos === 'PUNCT' || tokens[end - 1]!.pos === 'SYM')) end -= 1;
  if (end <= start) return null;
  const inside = tokens.slice(start, end);
  if (!inside.some((token) => ['NOUN', 'PROPN', 'ADJ', 'VERB'].includes(token.pos) && /\p{L}{2,}/u.test(token.value))) return null;
  if (inside.length === 1 && STRESS_WORDS.has(inside[0]!.lower)) return null;
  return { start, end };
}

/** Index of the first token starting at or after `from` (tokens are in text order): a binary search. */
function firstTokenFrom(tokens: readonly AnalyzedToken[], from: number): number {
  let low = 0;
  let high = tokens.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (tokens[middle]!.start < from) low = middle + 1;
    else high = middle;
  }
  return low;
}

function keyOf(sentence: AnalyzedSentence, span: TokenSpan): string {
  return sentence.tokens
    .slice(span.start, span.end)
    .filter((token) => token.value !== '-' && /[\p{L}\d]/u.test(token.value))
    .map((token) => token.lemma)
    .join(' ');
}

function shapeOf(sentence: AnalyzedSentence, span: TokenSpan, words: number): { proper: boolean; plural: boolean; words: number } {
  const inside = sentence.tokens.slice(span.start, span.end);
  const head = inside[inside.length - 1]!;
  return { proper: isName(inside), plural: head.lower !== head.lemma, words };
}
