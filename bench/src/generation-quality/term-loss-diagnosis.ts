// Where tuned books' gold key terms are lost, per input kind: never a key-term candidate, a candidate
// ranked out of the card budget, or ranked in but no card about it. Tuned books only (held-out books
// are refused). For tuning the local engine's term finder; prints, writes nothing.
//   node bench/dist/generation-quality/term-loss-diagnosis.js [--kinds text,docx] [--books slug,slug] [--lines] [--verbose]
// TERM_LOSS_ENGINE=<a generation-service dist directory> compares another build of the engine (e.g. a copy of the previous one).
import type * as Analyzer from '@studyforge/generation-service/dist/ai/local/analysis/corpus-analyzer.js';
import type * as Facts from '@studyforge/generation-service/dist/ai/local/facts/fact-extractor.js';
import type * as Cards from '@studyforge/generation-service/dist/ai/local/items/flashcard-generator.js';
import { readCorpus } from './corpus-reader.js';
import type { InputKind } from './input-kinds.js';
import { buildSectionInput } from './section-inputs.js';
import { scoreTermCoverage } from './term-coverage-scorer.js';
import { termKey, termVariants } from './term-normalizer.js';

const MAX_CARDS = 25;

type Loss = 'covered' | 'not-candidate' | 'ranked-out' | 'no-card';

function listArgument(name: string): string[] | undefined {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? process.argv[at + 1] : undefined;
  return value ? value.split(',').map((part) => part.trim()) : undefined;
}

const engine = process.env['TERM_LOSS_ENGINE'] ?? '@studyforge/generation-service/dist';
const { analyzeCorpus } = (await import(`${engine}/ai/local/analysis/corpus-analyzer.js`)) as typeof Analyzer;
const { extractFacts } = (await import(`${engine}/ai/local/facts/fact-extractor.js`)) as typeof Facts;
const { generateFlashcards } = (await import(`${engine}/ai/local/items/flashcard-generator.js`)) as typeof Cards;

async function main(): Promise<void> {
  const kinds = (listArgument('--kinds') ?? ['text', 'docx']) as InputKind[];
  const books = listArgument('--books');
  const verbose = process.argv.includes('--verbose');
  const sections = readCorpus().filter((section) => !section.heldOut && (!books || books.includes(section.book.slug)));
  for (const kind of kinds) {
    const tally: Record<Loss, number> = { covered: 0, 'not-candidate': 0, 'ranked-out': 0, 'no-card': 0 };
    const lines: string[] = [];
    for (const section of sections) {
      const input = await buildSectionInput(section, kind);
      const index = extractFacts(analyzeCorpus(input.documents));
      const budget = Math.min(MAX_CARDS, Math.max(1, input.gold.length));
      const cards = generateFlashcards(index, budget);
      const coverage = scoreTermCoverage(cards, input.gold);
      const covered = new Set(coverage.covered);
      const rankOf = new Map<string, number>();
      index.keyTerms.forEach((term, rank) => {
        const key = termKey(term.text);
        if (!rankOf.has(key)) rankOf.set(key, rank);
      });
      const phraseKeys = new Map(index.keyPhrases.ranked.map((phrase, rank) => [termKey(phrase.text), { rank, count: phrase.count }]));
      for (const entry of input.gold) {
        const variants = termVariants(entry.term);
        const rank = Math.min(...variants.map((variant) => rankOf.get(variant) ?? Infinity));
        const loss: Loss = covered.has(entry) ? 'covered' : rank === Infinity ? 'not-candidate' : rank >= budget ? 'ranked-out' : 'no-card';
        tally[loss] += 1;
        if (loss === 'covered') continue;
        const phrase = variants.map((variant) => phraseKeys.get(variant)).find(Boolean);
        const term = index.keyTerms[rank];
        const where = loss === 'not-candidate' ? (phrase ? `phrase #${phrase.rank} ×${phrase.count}` : 'no phrase') : `rank ${rank}/${budget} score ${term?.score.toFixed(2)} [${term?.signals.join(',')}]`;
        lines.push(`  ${loss.padEnd(13)} ${section.book.slug} ${section.number}: ${entry.term} (${where})`);
      }
      if (verbose) {
        const goldKeys = new Set(input.gold.flatMap((entry) => termVariants(entry.term)));
        const marked = (term: { text: string }): string => (goldKeys.has(termKey(term.text)) ? `*${term.text}` : term.text);
        lines.push(`  -- ${section.book.slug} ${section.number} top terms (* gold): ${index.keyTerms.slice(0, budget).map((term) => `${marked(term)} ${term.score.toFixed(1)}[${term.signals.join(',')}]`).join('; ')}`);
        lines.push(`  -- cards not about gold: ${cards.filter((_, i) => coverage.cardTerms[i] === null).map((card) => card.question.slice(0, 70)).join(' | ')}`);
      }
    }
    const total = Object.values(tally).reduce((sum, value) => sum + value, 0);
    process.stdout.write(`${kind}: ${Object.entries(tally).map(([loss, value]) => `${loss} ${value} (${((100 * value) / total).toFixed(1)} %)`).join(', ')} of ${total}\n`);
    if (verbose || process.argv.includes('--lines')) process.stdout.write(`${lines.join('\n')}\n`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
