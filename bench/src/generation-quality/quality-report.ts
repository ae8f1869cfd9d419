import { AGREEMENT_MIN_SHARED, AGREEMENT_SHARE } from './definition-agreement-scorer.js';
import { DEFECT_RULES, type DefectRule } from './defect-classifier.js';
import { CORPUS_BOOKS, type CorpusBook } from './corpus-manifest.js';
import { RECALL_DIAGNOSIS, RECALL_DIAGNOSIS_DATE } from './recall-diagnosis.js';
import { INPUT_KIND_LABELS, INPUT_KINDS } from './input-kinds.js';
import { MAX_DEFECTIVE_SHARE, MAX_DUPLICATE_OPTION_QUESTIONS, RECALL_TARGETS } from './quality-targets.js';
import type { SectionRun } from './quality-run.js';

export const QUALITY_HEADING = '# Benchmark: study-set quality on real textbook sections (issue 13)';
const SAMPLES_PER_RULE = 3;

export interface QualityResults {
  date: string;
  machine: string;
  load: string;
  runs: SectionRun[];
  imageSections: number;
}

interface Totals {
  sections: number;
  gold: number;
  covered: number;
  cards: number;
  aboutTerms: number;
  agreeing: number;
  questions: number;
  defectiveCards: number;
  defectiveQuestions: number;
  duplicates: number;
  citationFailures: number;
  ms: number[];
}

function totals(runs: readonly SectionRun[]): Totals {
  return {
    sections: runs.length,
    gold: runs.reduce((sum, run) => sum + run.goldTerms, 0),
    covered: runs.reduce((sum, run) => sum + run.coveredTerms, 0),
    cards: runs.reduce((sum, run) => sum + run.cards, 0),
    aboutTerms: runs.reduce((sum, run) => sum + run.cardsAboutTerms, 0),
    agreeing: runs.reduce((sum, run) => sum + run.cardsAgreeing, 0),
    questions: runs.reduce((sum, run) => sum + run.questions, 0),
    defectiveCards: runs.reduce((sum, run) => sum + run.defectiveCards, 0),
    defectiveQuestions: runs.reduce((sum, run) => sum + run.defectiveQuestions, 0),
    duplicates: runs.reduce((sum, run) => sum + run.duplicateOptionQuestions, 0),
    citationFailures: runs.reduce((sum, run) => sum + run.citationFailures.length, 0),
    ms: runs.map((run) => run.extractMs + run.cardsMs + run.quizMs),
  };
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
const ratio = (part: number, whole: number) => `${pct(share(part, whole))} (${part}/${whole})`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function row(label: string, set: string, runs: readonly SectionRun[]): string {
  const t = totals(runs);
  if (t.sections === 0) return `| ${label} | ${set} | 0 | — | — | — | — | — | — | — | — |`;
  return (
    `| ${label} | ${set} | ${t.sections} | ${ratio(t.covered, t.gold)} | ${ratio(t.agreeing, t.aboutTerms)} | ${ratio(t.aboutTerms, t.cards)} | ` +
    `${ratio(t.defectiveCards, t.cards)} | ${ratio(t.defectiveQuestions, t.questions)} | ${t.duplicates} | ${t.citationFailures} | ${(median(t.ms) / 1000).toFixed(2)} |`
  );
}

function targetLines(runs: readonly SectionRun[]): string[] {
  const lines: string[] = [];
  for (const kind of INPUT_KINDS) {
    const aim = RECALL_TARGETS[kind];
    if (aim === undefined) continue;
    for (const [set, heldOut] of [['tuned', false], ['held-out', true]] as const) {
      const t = totals(runs.filter((run) => run.kind === kind && run.heldOut === heldOut));
      if (t.sections === 0) continue;
      const recall = share(t.covered, t.gold);
      lines.push(`- Key-term recall, ${INPUT_KIND_LABELS[kind]}, ${set} books: ${pct(recall)} (target ≥ ${pct(aim)}): **${recall >= aim ? 'met' : `missed by ${((aim - recall) * 100).toFixed(1)} points`}**.`);
    }
  }
  // The target read for all inputs together and for each kind of input alone.
  const groups: Array<[string, (run: SectionRun) => boolean]> = [['all inputs', () => true], ...INPUT_KINDS.map((kind): [string, (run: SectionRun) => boolean] => [INPUT_KIND_LABELS[kind], (run) => run.kind === kind])];
  for (const [label, ofKind] of groups) {
    for (const [set, heldOut] of [['tuned', false], ['held-out', true]] as const) {
      const line = defectLine(`${label}, ${set} books`, runs.filter((run) => run.heldOut === heldOut && ofKind(run)));
      if (line) lines.push(line);
    }
  }
  const all = totals(runs);
  lines.push(`- Questions with duplicate options: ${all.duplicates} (target ${MAX_DUPLICATE_OPTION_QUESTIONS}): **${all.duplicates <= MAX_DUPLICATE_OPTION_QUESTIONS ? 'met' : `missed by ${all.duplicates - MAX_DUPLICATE_OPTION_QUESTIONS}`}**.`);
  lines.push(`- Items without a valid citation: ${all.citationFailures} of ${all.cards + all.questions} (target 0): **${all.citationFailures === 0 ? 'met' : `missed by ${all.citationFailures}`}**.`);
  return lines;
}

/** The defect target's line for these runs, or null when there are none. */
export function defectLine(label: string, runs: readonly SectionRun[]): string | null {
  const t = totals(runs);
  if (t.sections === 0) return null;
  const defective = share(t.defectiveCards + t.defectiveQuestions, t.cards + t.questions);
  const verdict = defective <= MAX_DEFECTIVE_SHARE ? 'met' : `missed by ${((defective - MAX_DEFECTIVE_SHARE) * 100).toFixed(1)} points`;
  return `- Defective cards and questions, ${label}: ${pct(defective)} (target ≤ ${pct(MAX_DEFECTIVE_SHARE)}): **${verdict}**.`;
}

function ruleTable(runs: readonly SectionRun[]): string[] {
  const count = (rule: DefectRule, kind: 'card' | 'question', heldOut: boolean) =>
    runs.filter((run) => run.heldOut === heldOut).reduce((sum, run) => sum + run.findings.filter((finding) => finding.item.kind === kind && finding.defects.includes(rule)).length, 0);
  return [
    '| Rule | What it catches | cards, tuned | questions, tuned | cards, held-out | questions, held-out |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...(Object.entries(DEFECT_RULES) as Array<[DefectRule, string]>).map(
      ([rule, text]) => `| ${rule} | ${text} | ${count(rule, 'card', false)} | ${count(rule, 'question', false)} | ${count(rule, 'card', true)} | ${count(rule, 'question', true)} |`,
    ),
  ];
}

const clip = (text: string, length = 220) => (text.length > length ? `${text.slice(0, length)}…` : text).replaceAll('|', '/').replace(/\s+/g, ' ');

function samples(runs: readonly SectionRun[]): string[] {
  const lines: string[] = [];
  for (const rule of Object.keys(DEFECT_RULES) as DefectRule[]) {
    const found = runs.flatMap((run) => run.findings.filter((finding) => finding.defects.includes(rule)).map((finding) => ({ run, finding })));
    if (found.length === 0) continue;
    lines.push(`**${rule}** (${found.length}):`, '');
    const seen = new Set<string>();
    for (const { run, finding } of found) {
      if (seen.size >= SAMPLES_PER_RULE) break;
      if (seen.has(finding.item.question)) continue;
      seen.add(finding.item.question);
      const options = finding.item.options ? ` — options: ${finding.item.options.map((option) => `“${clip(option, 60)}”`).join(', ')}` : '';
      lines.push(`- ${finding.item.kind}, ${run.kind}, ${run.book} ${run.section.split(' ')[0]}: “${clip(finding.item.question)}” → “${clip(finding.item.answer, 120)}”${options}`);
    }
    lines.push('');
  }
  return lines;
}

function disagreements(runs: readonly SectionRun[]): string[] {
  const found = runs.filter((run) => run.kind === 'pdf').flatMap((run) => run.disagreeing.map((card) => ({ run, card })));
  if (found.length === 0) return [];
  // Every fifth, so the samples spread over the books.
  const picked = found.filter((_, position) => position % 5 === 0).slice(0, 5);
  return [
    '## Sample cards about a key term that do not agree with its gold definition (PDF)',
    '',
    ...picked.map(
      ({ run, card }) =>
        `- ${run.book} ${run.section.split(' ')[0]}, “${card.term}”: card “${clip(card.question, 140)}” → “${clip(card.answer, 160)}”; gold: “${clip(card.definition, 160)}” (shares ${pct(card.share)} of its content words)`,
    ),
    '',
  ];
}

function failures(runs: readonly SectionRun[]): string[] {
  const failed = runs.filter((run) => run.failure !== null);
  if (failed.length === 0) return [];
  return ['## Inputs that gave nothing (their key terms count as missed)', '', ...failed.map((run) => `- ${run.book} ${run.section}, ${run.kind}: ${run.failure}`), ''];
}

function missedTerms(runs: readonly SectionRun[]): string[] {
  const pdf = runs.filter((run) => run.kind === 'pdf' && run.missedTerms.length > 0);
  return pdf.map((run) => `- ${run.book} ${run.section}${run.heldOut ? ' (held out)' : ''}: ${run.missedTerms.join('; ')}`);
}

/** Books that were held out in earlier results and later tuned on, so older held-out figures read right. */
export function formerlyHeldOut(books: readonly CorpusBook[] = CORPUS_BOOKS): string {
  const byChange = new Map<string, string[]>();
  for (const book of books) if (book.heldOutUntil) byChange.set(book.heldOutUntil, [...(byChange.get(book.heldOutUntil) ?? []), book.title]);
  return [...byChange]
    .map(([until, titles]) => ` ${titles.join(' and ')} ${titles.length > 1 ? 'were' : 'was'} held out until ${until}; the held-out figures of results written before then were measured on ${titles.length > 1 ? 'them' : 'it'}.`)
    .join('');
}

/** The corpus a run measured: under `--books` only the books it was given, tuned and held out named apart. */
export function corpusLine(runs: readonly Pick<SectionRun, 'book' | 'section'>[], books: readonly CorpusBook[] = CORPUS_BOOKS): string {
  const measured = books.filter((book) => runs.some((run) => run.book === book.title));
  const tuned = measured.filter((book) => !book.heldOut).map((book) => book.title);
  const heldOut = measured.filter((book) => book.heldOut).map((book) => book.title);
  return `- Corpus: ${new Set(runs.map((run) => run.section)).size} sections of ${measured.length} OpenStax textbooks, stored as structured text in bench/data/textbooks/ (licences and attribution in its ATTRIBUTION.md). Tuned on: ${tuned.join(', ') || 'none in this run'}. **Held out** (the engine is not tuned on them): ${heldOut.join(', ') || 'none in this run'}.${formerlyHeldOut(measured)}`;
}

export function renderQualityResults(results: QualityResults): string {
  const { runs } = results;
  return [
    QUALITY_HEADING,
    '',
    `Generated by \`npm run bench\` (or \`npm run bench -- --quality-only\`, bench/src/generation-quality/) on ${results.date}.`,
    '',
    `- Machine: ${results.machine}; load average when it started ${results.load} (1 / 5 / 15 min).`,
    corpusLine(runs),
    '- Gold standard: each section\'s own glossary (the authors\' key terms with definitions), removed from every input; a term the section never prints (9 of 848, e.g. "dyscalculia" in Psychology 2e 7.4) is left out, as no input can hold it.',
    `- Inputs, built at bench time from the stored text: a textbook-like PDF (Times, key terms in bold, running headers, "Access for free at openstax.org" footer, page numbers, feature boxes and worked examples as shaded, framed panels with their text inset, as the books print them), a DOCX (headings, bold/italic runs, feature boxes as shaded, bordered one-cell tables), the pasted plain text, the section pasted from its web page (the clipboard's HTML as Chromium copies it, bold and italics set inline on spans and each feature box's and the objectives' border and background on its div, read by the paste box's own studyTextFromPage into Markdown), and for the first section of each book (${results.imageSections} sections) the page of its PDF whose running text prints the most key terms (not a page of review questions, which can name more) rendered to PNG at about 180 dpi and read by OCR (the gold terms are then those printed on that page; one page per book, as OCR is slow on this machine). Each is read by the service's own extraction (extractDocument / textToDocument) and given to the local engine in this process on compiled code: as many flashcards as the input has key terms (at most 25) and a quiz of as many questions (at most 20).`,
    '- Key-term recall: the share of glossary terms some card is about. A card is about a term when the phrase its front asks for ("What is X?", "Define X", "What does X mean?", a bare term), or its answer (short, or the phrase before ":", "—", " is ", " refers to "), is one of the term\'s forms: case, accents, punctuation, hyphens, plurals and a leading article ignored; "X (ABC)" also matches "X" and "ABC", and a term written with a parenthesis inside ("oxidation-reduction (redox) reactions") matches without it.',
    `- Definition agreement: for each card about a term, its explaining side (the side that is not the term) against the gold definition: the stemmed content words (stop words and the term's own words left out) they share, as a share of the definition's. A card agrees when it carries at least ${pct(AGREEMENT_SHARE)} of them and at least ${AGREEMENT_MIN_SHARED} (fewer when the definition has fewer).`,
    '- Defects: the rules below, applied by the benchmark alone (bench/src/generation-quality/defect-classifier.ts). It finds where each item\'s cited passage stands in the structured source (study text, caption, exercise, feature box, learning objectives, references) and reads the item\'s wording; it does not use the engine\'s filters. An item is defective when any rule fires.',
    '- Citation: every item must cite a file it was given, a page inside it (PDF), and a quote found in that file\'s extracted text.',
    '',
    '| Input | Books | Sections | Key-term recall | Cards agreeing with the gold definition (of cards about a term) | Cards about a key term | Defective cards | Defective questions | Questions with duplicate options | Items without a valid citation | Median s per section (extract + cards + quiz) |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...INPUT_KINDS.flatMap((kind) => [
      row(INPUT_KIND_LABELS[kind], 'tuned', runs.filter((run) => run.kind === kind && !run.heldOut)),
      row(INPUT_KIND_LABELS[kind], 'held-out', runs.filter((run) => run.kind === kind && run.heldOut)),
    ]),
    '',
    '## Targets (issue 13)',
    '',
    ...targetLines(runs),
    '- The 50-page PDF\'s time is measured in the "local engine on a 50-page PDF" section (full `npm run bench`, or `npm run bench -- --fifty-page-only`).',
    '',
    `## Why the recall targets are missed (diagnosis of ${RECALL_DIAGNOSIS_DATE})`,
    '',
    ...RECALL_DIAGNOSIS.map((line) => `- ${line}`),
    '',
    '## Defects by rule',
    '',
    ...ruleTable(runs),
    '',
    '## Sample defective items',
    '',
    ...samples(runs),
    ...disagreements(runs),
    ...failures(runs),
    '## Key terms missed from the PDF, by section',
    '',
    ...missedTerms(runs),
    '',
  ].join('\n');
}

