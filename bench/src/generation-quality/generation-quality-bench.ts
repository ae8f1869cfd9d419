import { LocalAiProvider } from '@studyforge/generation-service/dist/ai/local/local-ai-provider.js';
import { machineInfo } from '../machine-info.js';
import { readCorpus, type CorpusSection } from './corpus-reader.js';
import { INPUT_KINDS, type InputKind } from './input-kinds.js';
import { type QualityResults } from './quality-report.js';
import { runSection, type SectionRun } from './quality-run.js';

/** The first section of each book also goes in as a photographed page (OCR is slow on this machine). */
function photographed(sections: readonly CorpusSection[]): Set<CorpusSection> {
  const firstOfBook = new Map<string, CorpusSection>();
  for (const section of sections) if (!firstOfBook.has(section.book.slug)) firstOfBook.set(section.book.slug, section);
  return new Set(firstOfBook.values());
}

/** Every corpus section from every kind of input through extraction and the local engine, scored. */
export async function measureGenerationQuality(log: (line: string) => void, only?: { books?: string[]; kinds?: InputKind[] }): Promise<QualityResults> {
  const machine = machineInfo();
  const sections = readCorpus().filter((section) => !only?.books || only.books.includes(section.book.slug));
  const withImages = photographed(sections);
  const provider = new LocalAiProvider();
  const runs: SectionRun[] = [];
  for (const section of sections) {
    for (const kind of INPUT_KINDS) {
      if ((only?.kinds && !only.kinds.includes(kind)) || (kind === 'image' && !withImages.has(section))) continue;
      const run = await runSection(section, kind, provider);
      runs.push(run);
      log(
        `  ${section.book.slug} ${section.number} ${kind}: recall ${run.coveredTerms}/${run.goldTerms}, defective ${run.defectiveCards}/${run.cards} cards, ` +
          `${run.defectiveQuestions}/${run.questions} questions (${Math.round(run.extractMs + run.cardsMs + run.quizMs)} ms)${run.failure ? ` FAILED: ${run.failure}` : ''}`,
      );
    }
  }
  return {
    date: machine.date,
    machine: `${machine.cpuModel}, ${machine.cores} cores, Node.js ${machine.node}`,
    load: machine.loadAverage.map((value) => value.toFixed(2)).join(' / '),
    runs,
    imageSections: withImages.size,
  };
}
