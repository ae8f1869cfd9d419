import type { PartOfSpeech } from 'wink-nlp';
import type { ExtractedDocument, TextBlock } from '../../../extraction/extracted-document.js';
import type { AnalyzedCorpus, AnalyzedSentence, AnalyzedToken, SentenceEntity, SourceSection } from './analyzed-corpus.js';
import { studyBlocks } from './block-classifier.js';
import { readObjectives } from './objective-reader.js';
import { TermStatistics } from './term-statistics.js';
import { withBoundedTokens } from './token-length-guard.js';
import { lemmaHelper, winkNlp } from './wink-nlp-loader.js';
import { WordCasing } from './word-casing.js';
import { correctTags } from './tag-corrector.js';

const CONTENT_POS: ReadonlySet<PartOfSpeech> = new Set(['NOUN', 'PROPN', 'ADJ', 'VERB']);

interface SectionDraft extends SourceSection {
  readonly openedByHeading: boolean;
}

/**
 * The one NLP pass of a call: every block is split into sentences and tagged (part of speech,
 * lemma, stop word, entities) once; everything else works from this.
 */
export function analyzeCorpus(documents: readonly ExtractedDocument[]): AnalyzedCorpus {
  const sections: SectionDraft[] = [];
  const sentences: AnalyzedSentence[] = [];
  const casing = new WordCasing();
  const passages: string[][] = [];
  const objectives: string[] = [];
  let leadingHeading: string | null = null;
  let blockId = 0;

  documents.forEach((document, documentIndex) => {
    let current: SectionDraft | null = null;
    const open = (heading: string | null, level: number, openedByHeading: boolean): SectionDraft => {
      const section: SectionDraft = {
        id: sections.length,
        documentIndex,
        fileName: document.fileName,
        heading,
        level,
        sentences: [],
        openedByHeading,
      };
      sections.push(section);
      return section;
    };

    const keep = studyBlocks(document.blocks);
    objectives.push(...readObjectives(document.blocks).map(collapseWhitespace));
    document.blocks.forEach((block, blockIndex) => {
      if (!keep[blockIndex]) return;
      const text = withBoundedTokens(collapseWhitespace(block.text));
      if (!text) return;
      if (block.kind === 'heading') {
        if (documentIndex === 0 && sections.length === 0) leadingHeading = text;
        current = open(text, block.level ?? 1, true);
        return;
      }
      const sourceSection = block.section === null ? null : collapseWhitespace(block.section) || null;
      if (!current || (!current.openedByHeading && sourceSection !== null && sourceSection !== current.heading)) {
        current = open(sourceSection, 1, false);
      }
      const analyzed = analyzeBlock(text, block, { blockId, section: current, firstId: sentences.length, fileName: document.fileName, sourceSection });
      blockId += 1;
      const passage: string[] = [];
      for (const sentence of analyzed) {
        sentences.push(sentence);
        current.sentences.push(sentence);
        passage.push(...sentence.contentLemmas);
        sentence.tokens.forEach((token, index, all) => {
          const next = all[index + 1];
          casing.observe(token, index === 0, token.pos === 'PROPN' && next?.pos === 'PROPN' && /^\p{Lu}\p{Ll}/u.test(next.value));
        });
      }
      passages.push(passage);
    });
  });

  return { sections, sentences, leadingHeading, objectives, casing, terms: new TermStatistics(passages) };
}

interface BlockPlace {
  blockId: number;
  section: SourceSection;
  firstId: number;
  fileName: string;
  sourceSection: string | null;
}

function analyzeBlock(text: string, block: TextBlock, place: BlockPlace): AnalyzedSentence[] {
  const nlp = winkNlp();
  const its = nlp.its;
  const doc = nlp.readDoc(text);
  const tokens = doc.tokens();
  const values = tokens.out() as string[];
  const lowers = tokens.out(its.normal) as string[];
  const lemmas = tokens.out(lemmaHelper(nlp)) as string[];
  const tags = tokens.out(its.pos) as PartOfSpeech[];
  correctTags(lowers, tags, lemmas);
  const stops = tokens.out(its.stopWordFlag) as unknown as boolean[];
  const spaces = tokens.out(its.precedingSpaces) as string[];
  const offsets = locateTokens(text, values, spaces);

  const entityOf: (string | null)[] = new Array<string | null>(values.length).fill(null);
  const entitySpans = doc.entities().out(its.span) as unknown as number[][];
  const entityTypes = doc.entities().out(its.type) as string[];
  entitySpans.forEach(([first, last], index) => {
    for (let i = first!; i <= last!; i++) entityOf[i] = entityTypes[index]!;
  });

  const result: AnalyzedSentence[] = [];
  const sentenceSpans = joinGluedSentences(doc.sentences().out(its.span) as unknown as number[][], values, spaces);
  const runs = placeRuns(text, block.emphasis);
  const italicRuns = new Set(block.italic ?? []);
  let nextRun = 0;
  // Entities in text order, walked once alongside the sentences (matching every sentence against
  // every entity of the block was quadratic: 40 s on a text of 66,000 one-number sentences).
  const entityOrder = entitySpans.map((_, index) => index).sort((a, b) => entitySpans[a]![0]! - entitySpans[b]![0]!);
  let nextEntity = 0;
  for (const [first, last] of sentenceSpans) {
    const from = first!;
    const to = last! + 1;
    if (!tags.slice(from, to).some((tag) => tag !== 'PUNCT' && tag !== 'SYM')) continue;
    const textStart = offsets[from]![0];
    const sentenceTokens: AnalyzedToken[] = [];
    for (let i = from; i < to; i++) {
      const reading = i === from && startsWithCapitalisedCommonWord(values, tags, i) ? commonWordReading(lowers[i]!) : null;
      sentenceTokens.push({
        value: values[i]!,
        lower: lowers[i]!,
        lemma: reading?.lemma ?? (lemmas[i] ?? lowers[i]!).toLowerCase(),
        pos: reading?.pos ?? tags[i]!,
        stop: stops[i]!,
        start: offsets[i]![0] - textStart,
        end: offsets[i]![1] - textStart,
        entity: entityOf[i]!,
      });
    }
    const entities: SentenceEntity[] = [];
    while (nextEntity < entityOrder.length && entitySpans[entityOrder[nextEntity]!]![0]! < from) nextEntity += 1;
    for (let k = nextEntity; k < entityOrder.length && entitySpans[entityOrder[k]!]![0]! < to; k++) {
      const index = entityOrder[k]!;
      const [entityFirst, entityLast] = entitySpans[index]!;
      if (entityLast! < to) {
        entities.push({
          type: entityTypes[index]!,
          span: { start: entityFirst! - from, end: entityLast! + 1 - from },
          text: text.slice(offsets[entityFirst!]![0], offsets[entityLast!]![1]),
        });
      }
    }
    const textEnd = offsets[to - 1]![1];
    const emphasis: string[] = [];
    const italic: string[] = [];
    while (nextRun < runs.length && runs[nextRun]!.at < textStart) nextRun += 1;
    for (; nextRun < runs.length && runs[nextRun]!.at < textEnd; nextRun++) {
      const run = runs[nextRun]!;
      if (run.at + run.text.length > textEnd) continue;
      emphasis.push(run.text);
      if (italicRuns.has(run.text)) italic.push(run.text);
    }
    result.push({
      id: place.firstId + result.length,
      text: text.slice(textStart, textEnd),
      tokens: sentenceTokens,
      entities,
      contentLemmas: sentenceTokens.filter(isContentToken).map((token) => token.lemma),
      sectionId: place.section.id,
      blockId: place.blockId,
      blockKind: block.kind === 'list-item' ? 'list-item' : 'paragraph',
      fileName: place.fileName,
      page: block.page,
      sourceSection: place.sourceSection,
      indexInBlock: result.length,
      emphasis,
      italic,
    });
  }
  return result;
}

/**
 * Sentences the splitter cut inside a word ("Alibaba.com" read as "… Alibaba." and "com is an online …"): a
 * sentence opening in lower case with no space before it goes on the one before.
 */
function joinGluedSentences(spans: readonly number[][], values: readonly string[], spaces: readonly string[]): number[][] {
  const joined: number[][] = [];
  for (const [first, last] of spans) {
    const previous = joined.at(-1);
    if (previous && first! > 0 && spaces[first!] === '' && /^\p{Ll}/u.test(values[first!] ?? '')) previous[1] = last!;
    else joined.push([first!, last!]);
  }
  return joined;
}

/**
 * Where each emphasised run stands in the block's text, found left to right, on word edges where it
 * can be ("in-group" is not the start of an earlier "in-groups"); a run not found is dropped.
 */
function placeRuns(text: string, emphasis: readonly string[] | undefined): { text: string; at: number }[] {
  const placed: { text: string; at: number }[] = [];
  let cursor = 0;
  for (const run of emphasis ?? []) {
    const clean = collapseWhitespace(run);
    const at = clean ? placeOnWordEdges(text, clean, cursor) : -1;
    if (at < 0) continue;
    placed.push({ text: clean, at });
    cursor = at + clean.length;
  }
  return placed;
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;
/** Places of a run tried for word edges before its first place is taken (keeps a pathological block linear). */
const RUN_PLACES_TRIED = 8;

/** The first place of `run` from `cursor` that does not cut a word, or else its first place. */
function placeOnWordEdges(text: string, run: string, cursor: number): number {
  const first = text.indexOf(run, cursor);
  const checkStart = WORD_CHARACTER.test(run.charAt(0));
  const checkEnd = WORD_CHARACTER.test(run.charAt(run.length - 1));
  for (let at = first, tried = 0; at >= 0 && tried < RUN_PLACES_TRIED; at = text.indexOf(run, at + 1), tried++) {
    const cutsStart = checkStart && WORD_CHARACTER.test(text.charAt(at - 1));
    const cutsEnd = checkEnd && WORD_CHARACTER.test(text.charAt(at + run.length));
    if (!cutsStart && !cutsEnd) return at;
  }
  return first;
}

/**
 * The tagger reads a capitalised sentence opener as a proper noun ("Ribosomes are …"); when the
 * word is in the model's vocabulary and does not start a multi-word name, it is a common word.
 */
function startsWithCapitalisedCommonWord(values: readonly string[], tags: readonly PartOfSpeech[], index: number): boolean {
  const next = values[index + 1];
  const startsName = tags[index + 1] === 'PROPN' && next !== undefined && /^\p{Lu}\p{Ll}/u.test(next);
  return tags[index] === 'PROPN' && /^\p{Lu}\p{Ll}+$/u.test(values[index]!) && !startsName;
}

const commonWordReadings = new Map<string, { lemma: string; pos: PartOfSpeech } | null>();

function commonWordReading(lower: string): { lemma: string; pos: PartOfSpeech } | null {
  let reading = commonWordReadings.get(lower);
  if (reading === undefined) {
    const nlp = winkNlp();
    const doc = nlp.readDoc(lower);
    const pos = doc.tokens().out(nlp.its.pos)[0] as PartOfSpeech | undefined;
    const lemma = doc.tokens().out(lemmaHelper(nlp))[0] as string | undefined;
    reading = doc.isOOV(lower) || !pos || !lemma || pos === 'PROPN' ? null : { lemma: lemma.toLowerCase(), pos };
    if (commonWordReadings.size > 50_000) commonWordReadings.clear();
    commonWordReadings.set(lower, reading);
  }
  return reading;
}

/** Character ranges of the tokens; wink keeps token text verbatim, so a forward scan finds each. */
function locateTokens(text: string, values: readonly string[], spaces: readonly string[]): [number, number][] {
  const offsets: [number, number][] = [];
  let cursor = 0;
  values.forEach((value, index) => {
    const expected = cursor + (spaces[index]?.length ?? 0);
    let start = text.startsWith(value, expected) ? expected : text.indexOf(value, cursor);
    if (start < 0) start = Math.min(expected, text.length);
    const end = Math.min(start + value.length, text.length);
    offsets.push([start, end]);
    cursor = end;
  });
  return offsets;
}

export function isContentToken(token: AnalyzedToken): boolean {
  return !token.stop && CONTENT_POS.has(token.pos) && token.lemma.length > 1 && /\p{L}/u.test(token.lemma);
}

export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
