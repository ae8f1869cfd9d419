import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { REPO_ROOT } from '@studyforge/scripts';
import { padWithFiller } from '@studyforge/generation-service/dist/ai/local/essay/essay-fixtures.js';
import { EssayTooShortError, gradeEssayLocally } from '@studyforge/generation-service/dist/ai/local/essay/local-essay-grader.js';
import { spearman } from '@studyforge/generation-service/dist/ai/local/essay/rank-correlation.js';
import { LocalAiProvider } from '@studyforge/generation-service/dist/ai/local/local-ai-provider.js';
import { barChartImage, notesImage, turnedQuarter } from '@studyforge/generation-service/dist/ai/local/visual/visual-fixtures.js';
import { terminateOcrEngine } from '@studyforge/generation-service/dist/extraction/ocr-engine.js';
import { machineInfo } from './machine-info.js';

export const STUDY_TOOLS_HEADING = '# Benchmark: Essay Grader against human scores, and the study tools\' time';
const ESSAYS_FILE = join(REPO_ROOT, 'bench', 'data', 'ellipse-essays', 'essays.json');
const VISUAL_RUNS = 3;

interface HumanScoredEssay {
  id: string;
  prompt: string;
  overall: number;
  split: 'tuning' | 'held-out';
  text: string;
}

interface SplitResult {
  split: string;
  essays: number;
  rho: number;
  /** The grader's rank correlation with essay length, and length's with the human scores, for reference. */
  rhoGraderLength: number;
  rhoHumanLength: number;
  meanScoreByHuman: Array<{ human: string; essays: number; mean: number }>;
}

interface VisualTiming {
  image: string;
  kind: string;
  medianMs: number;
  maxMs: number;
}

export interface StudyToolsResults {
  date: string;
  machine: string;
  load: string;
  splits: SplitResult[];
  essayMs: { median: number; p95: number; max: number };
  padding: { essays: number; lowered: number; meanDrop: number };
  /** Essays under the grader's 50-word minimum: refused, and ranked as 0. */
  refused: string[];
  visuals: VisualTiming[];
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;

/** Every ELLIPSE essay graded as an argumentative essay (they answer opinion prompts), timed, then padded with filler and graded again. */
async function measureEssays(log: (line: string) => void): Promise<Pick<StudyToolsResults, 'splits' | 'essayMs' | 'padding' | 'refused'>> {
  const essays = JSON.parse(readFileSync(ESSAYS_FILE, 'utf8')) as HumanScoredEssay[];
  const graded: Array<{ essay: HumanScoredEssay; score: number; words: number }> = [];
  const times: number[] = [];
  const refused: HumanScoredEssay[] = [];
  for (const essay of essays) {
    const started = performance.now();
    // An essay under the minimum length is refused, which ranks it below every graded one.
    const score = await gradeEssayLocally(essay.text, 'argumentative').then(
      (grading) => grading.overallScore,
      (error: unknown) => {
        if (!(error instanceof EssayTooShortError)) throw error;
        refused.push(essay);
        return 0;
      },
    );
    times.push(performance.now() - started);
    graded.push({ essay, score, words: wordCount(essay.text) });
  }
  const splits = (['tuning', 'held-out', 'all'] as const).map((split): SplitResult => {
    const rows = graded.filter((row) => split === 'all' || row.essay.split === split);
    const human = rows.map((row) => row.essay.overall);
    const levels = [...new Set(human)].sort((a, b) => a - b);
    const result = {
      split,
      essays: rows.length,
      rho: spearman(human, rows.map((row) => row.score)),
      rhoGraderLength: spearman(rows.map((row) => row.score), rows.map((row) => row.words)),
      rhoHumanLength: spearman(human, rows.map((row) => row.words)),
      meanScoreByHuman: levels.map((level) => {
        const at = rows.filter((row) => row.essay.overall === level);
        return { human: level.toFixed(1), essays: at.length, mean: at.reduce((sum, row) => sum + row.score, 0) / at.length };
      }),
    };
    log(`${split}: ${rows.length} essays, Spearman rho ${result.rho.toFixed(3)}`);
    return result;
  });
  const heldOut = graded.filter((row) => row.essay.split === 'held-out');
  const drops: number[] = [];
  for (const row of heldOut.filter((entry) => entry.score > 0)) drops.push(row.score - (await gradeEssayLocally(padWithFiller(row.essay.text), 'argumentative')).overallScore);
  const padding = { essays: drops.length, lowered: drops.filter((drop) => drop > 0).length, meanDrop: drops.reduce((sum, drop) => sum + drop, 0) / drops.length };
  log(`padding lowered ${padding.lowered} of ${padding.essays} held-out essays (mean drop ${padding.meanDrop.toFixed(1)})`);
  return { splits, essayMs: { median: quantile(times, 0.5), p95: quantile(times, 0.95), max: Math.max(...times) }, padding, refused: refused.map((essay) => `${essay.id} (${wordCount(essay.text)} words, human ${essay.overall.toFixed(1)}, ${essay.split})`) };
}

async function measureVisuals(log: (line: string) => void): Promise<VisualTiming[]> {
  const provider = new LocalAiProvider();
  const notes = ['Osmosis moves water across a membrane.', 'Photosynthesis makes glucose from light.', 'Mitochondria release energy from glucose.'];
  const images = [
    { image: 'printed notes, 1200 px wide, upright', bytes: await notesImage(notes).encode('png'), question: 'Explain the key terms in these notes.' },
    { image: 'the same notes photographed sideways', bytes: await turnedQuarter(notesImage(notes)).encode('png'), question: 'Summarize the text in this image.' },
    { image: 'an equation, 2x + 3 = 11', bytes: await notesImage(['2x + 3 = 11'], 48, 900).encode('png'), question: 'Solve this equation step by step.' },
    { image: 'a bar chart, 900 × 600', bytes: await barChartImage().encode('png'), question: 'What does this chart show?' },
  ];
  const timings: VisualTiming[] = [];
  try {
    // The OCR engine starts once per worker process: started here before timing, as the worker does at boot.
    await provider.analyzeVisual({ image: { bytes: images[0]!.bytes, type: 'png', fileName: 'warm-up.png' }, question: 'warm up', savedMaterial: [] });
    for (const image of images) {
      const runs: number[] = [];
      let kind = '';
      for (let run = 0; run < VISUAL_RUNS; run++) {
        const started = performance.now();
        const analysis = await provider.analyzeVisual({ image: { bytes: image.bytes, type: 'png', fileName: 'bench.png' }, question: image.question, savedMaterial: [] });
        runs.push(performance.now() - started);
        kind = analysis.imageKind;
      }
      timings.push({ image: image.image, kind, medianMs: quantile(runs, 0.5), maxMs: Math.max(...runs) });
      log(`Study Visuals, ${image.image}: ${kind}, median ${Math.round(quantile(runs, 0.5))} ms`);
    }
  } finally {
    await terminateOcrEngine();
  }
  return timings;
}

export async function measureStudyTools(log: (line: string) => void): Promise<StudyToolsResults> {
  const machine = machineInfo();
  const essays = await measureEssays(log);
  const visuals = await measureVisuals(log);
  return {
    date: machine.date,
    machine: `${machine.cpuModel}, ${machine.cores} cores, ${machine.memoryGiB.toFixed(1)} GiB, Node.js ${machine.node}, ${machine.os}`,
    load: machine.loadAverage.map((value) => value.toFixed(2)).join(' / '),
    ...essays,
    visuals,
  };
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

export function renderStudyToolsResults(results: StudyToolsResults): string {
  const split = (name: string) => results.splits.find((entry) => entry.split === name)!;
  const lines = [
    STUDY_TOOLS_HEADING,
    '',
    `Generated by \`npm run bench\` (or \`npm run bench -- --study-tools-only\`, bench/src/study-tools-bench.ts) on ${results.date}.`,
    '',
    `- Machine: ${results.machine}; load average when it started ${results.load} (1 / 5 / 15 min).`,
    '- Essays: 118 argumentative essays by English Language Learners, grades 8–12, with the holistic Overall score of trained human raters (1.0–5.0), a sample of the ELLIPSE corpus (CC BY-NC-SA 4.0; source, licence and attribution in bench/data/ellipse-essays/README.md). The grader\'s weights were set looking only at the tuning half; the held-out half was not used for tuning.',
    '- The local grader (retext readability, passive voice, repeated words, Hunspell spelling; thesis, topic sentences, transitions, evidence; lexical diversity) grades each as an argumentative essay; the figure is Spearman\'s rank correlation between its overallScore and the human score (ties averaged).',
    '',
    `- Refused as too short (under 50 words) and ranked as 0: ${results.refused.length ? results.refused.join('; ') : 'none'}.`,
    '',
    '| Essays | n | Spearman rho, grader vs human | rho, grader vs length | rho, human vs length |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...['tuning', 'held-out', 'all'].map((name) => {
      const entry = split(name);
      return `| ${name} | ${entry.essays} | **${entry.rho.toFixed(3)}** | ${entry.rhoGraderLength.toFixed(3)} | ${entry.rhoHumanLength.toFixed(3)} |`;
    }),
    '',
    `Mean overallScore by human score (all essays): ${split('all')
      .meanScoreByHuman.map((level) => `${level.human} → ${level.mean.toFixed(1)} (n=${level.essays})`)
      .join('; ')}.`,
    '',
    `Padding: each held-out essay with 40 copies of one filler sentence appended scored lower in ${results.padding.lowered} of ${results.padding.essays} cases (mean drop ${results.padding.meanDrop.toFixed(1)} points).`,
    '',
    '## Time of each tool on this machine (local engine, no network)',
    '',
    '| Tool and input | Result | Median | Slowest |',
    '| --- | --- | ---: | ---: |',
    `| Essay Grader, ${results.splits.find((entry) => entry.split === 'all')!.essays} ELLIPSE essays (about 430 words each) | overallScore | ${ms(results.essayMs.median)} | ${ms(results.essayMs.max)} (p95 ${ms(results.essayMs.p95)}) |`,
    ...results.visuals.map((visual) => `| Study Visuals, ${visual.image} (OCR, orientation, kind, terms, math) | ${visual.kind} | ${ms(visual.medianMs)} | ${ms(visual.maxMs)} |`),
    '',
    `Study Visuals runs ${VISUAL_RUNS} times per image after one warm-up (the worker starts its OCR engine at boot). A sideways image is read up to five times (upright, at half size, turned 90°, 180° and 270°), so it costs several upright readings. Both tools run as jobs on the generation worker; the HTTP request waits for the job (its queueing and saving add tens of milliseconds).`,
    '',
  ];
  return lines.join('\n');
}
