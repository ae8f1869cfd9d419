import { performance } from 'node:perf_hooks';
import { availableParallelism } from 'node:os';
import type { Readable } from 'node:stream';
import { RECAP_LENGTHS, type RecapLength, type RecapType } from '@studyforge/contracts';
import { findEspeakNg } from '@studyforge/generation-service/dist/ai/local/speech/espeak-ng-engine.js';
import { findLame } from '@studyforge/generation-service/dist/ai/local/speech/mp3-encoder.js';
import { SpeechPool } from '@studyforge/generation-service/dist/ai/local/speech/speech-pool.js';
import { textToMp3 } from '@studyforge/generation-service/dist/ai/local/speech/speech-synthesizer.js';
import { LocalAiProvider } from '@studyforge/generation-service/dist/ai/local/local-ai-provider.js';
import { mp3Seconds } from '@studyforge/generation-service/dist/audio-recap/mp3-duration.js';
import { AudioRecapHandler } from '@studyforge/generation-service/dist/jobs/handlers/audio-recap.handler.js';
import { StudyMaterialReader } from '@studyforge/generation-service/dist/jobs/handlers/study-material.reader.js';
import { machineInfo } from './machine-info.js';

export const SPEECH_HEADING = '# Benchmark: speech synthesis and the 45-minute audio recap';
/** Issue 11: at least 20 times faster than real time (a 45-minute recap in at most 2 min 15 s). */
export const SPEECH_AIM_REALTIME = 20;

const SENTENCES = [
  'The cell membrane controls what enters and leaves the cell, using channels and pumps that each move one kind of molecule.',
  'Mitochondria produce most of the chemical energy the cell needs, in the form of adenosine triphosphate, through cellular respiration.',
  'In 1953, James Watson and Francis Crick described the double helix, building on the X-ray images made by Rosalind Franklin.',
  'Photosynthesis turns light, water and carbon dioxide into glucose and oxygen, and it happens in the chloroplasts of plant cells.',
  'Enzymes speed up reactions without being used up; each one fits its substrate the way a key fits a lock.',
  'Natural selection favours the variations that help an organism survive and reproduce in its environment.',
];

/** Study notes of about `words` words in sections, varied enough to read like notes. */
export function benchNotes(words: number): string {
  const lines = ['# Foundations of Biology'];
  let count = 0;
  for (let n = 0; count < words; n++) {
    if (n % 12 === 0) lines.push('', `## Chapter ${n / 12 + 1}`, '');
    const sentence = `${SENTENCES[n % SENTENCES.length]!.replace(/\.$/, '')}, as chapter ${Math.floor(n / 12) + 1} explains in point ${n + 1}.`;
    lines.push(sentence);
    count += sentence.split(/\s+/).length;
  }
  return lines.join('\n');
}

interface SynthesisRun {
  engine: string;
  audioSeconds: number;
  wallSeconds: number;
}

interface ReadAloudRun {
  wallMs: number;
  stallMs: number;
}

interface RecapRun {
  type: RecapType;
  length: RecapLength;
  audioSeconds: number;
  wallSeconds: number;
  stages: Record<string, number>;
  bytes: number;
}

export interface SpeechMeasurements {
  threads: number;
  synthesis: SynthesisRun[];
  readAloud: ReadAloudRun | null;
  recaps: RecapRun[];
}

async function synthesis(engine: string, pool: SpeechPool, words: number): Promise<SynthesisRun> {
  const text = benchNotes(words).replace(/^#.*$/gm, '');
  await textToMp3('Warming up the speech threads.', 'nova', pool);
  const started = performance.now();
  const spoken = await textToMp3(text, 'nova', pool);
  return { engine, audioSeconds: spoken.seconds, wallSeconds: (performance.now() - started) / 1000 };
}

async function readAloud(pool: SpeechPool): Promise<ReadAloudRun> {
  const text = benchNotes(700).replace(/^#.*$/gm, '').slice(0, 4000);
  let last = performance.now();
  let stall = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
  }, 5);
  const started = performance.now();
  await textToMp3(text, 'nova', pool);
  const wallMs = performance.now() - started;
  clearInterval(timer);
  return { wallMs, stallMs: stall };
}

/** The recap job's handler on this machine, with storage and database kept in memory (the job's own work: material, script, speech, joining). */
async function recap(type: RecapType, length: RecapLength, words: number, log: (line: string) => void): Promise<RecapRun> {
  const objects = new Map<string, Buffer>();
  const storage = {
    async putBuffer(key: string, bytes: Buffer) {
      objects.set(key, bytes);
    },
    async getBuffer(key: string) {
      return objects.get(key)!;
    },
    async putStream(key: string, stream: Readable) {
      const parts: Buffer[] = [];
      for await (const part of stream) parts.push(part as Buffer);
      objects.set(key, Buffer.concat(parts));
    },
    async remove(key: string) {
      objects.delete(key);
    },
  };
  const recaps = { finishedChunks: async () => [], saveChunk: async () => undefined, dropChunks: async () => undefined, saveOnce: async () => 'bench' };
  const jobs = { find: async () => ({ stage: 'generating' }) };
  const handler = new AudioRecapHandler({
    provider: new LocalAiProvider(),
    storage: storage as never,
    material: new StudyMaterialReader(storage as never),
    recaps: recaps as never,
    jobs: jobs as never,
  });
  const job = { id: '00000000-0000-4000-8000-000000000045', userId: '00000000-0000-4000-8000-000000000001', creditsReserved: 10, input: { files: [], text: benchNotes(words), count: null, voice: 'nova', recap: { length, type, voice: 'nova' } } };
  const stages: Record<string, number> = {};
  const started = performance.now();
  const mark = (name: string) => {
    if (!(name in stages)) stages[name] = (performance.now() - started) / 1000;
  };
  await handler.run(job as never, async (stage, progress) => {
    if (stage === 'generating' && progress >= 35) mark('script');
    if (stage === 'saving' && progress >= 88) mark('speech');
  });
  const wallSeconds = (performance.now() - started) / 1000;
  const audio = objects.get(`audio/recaps/${job.userId}/${job.id}.mp3`)!;
  const run = { type, length, audioSeconds: mp3Seconds(audio), wallSeconds, stages, bytes: audio.length };
  log(`${type} ${length}: ${(run.audioSeconds / 60).toFixed(1)} min of audio in ${wallSeconds.toFixed(1)} s (${(run.audioSeconds / wallSeconds).toFixed(1)}x real time)`);
  return run;
}

export async function measureSpeech(log: (line: string) => void): Promise<SpeechMeasurements> {
  const threads = Math.max(1, availableParallelism());
  const espeak = findEspeakNg();
  const lame = findLame();
  const runs: SynthesisRun[] = [];
  const configs = [
    espeak && lame ? { name: 'espeak-ng + lame', engine: { kind: 'espeak-ng' as const, binary: espeak, lame }, words: 3000 } : null,
    espeak ? { name: 'espeak-ng + lamejs', engine: { kind: 'espeak-ng' as const, binary: espeak, lame: null }, words: 1500 } : null,
    { name: 'meSpeak + lamejs (no system packages)', engine: { kind: 'mespeak' as const, lame: null }, words: 600 },
  ];
  let readAloudRun: ReadAloudRun | null = null;
  for (const config of configs) {
    if (!config) continue;
    const pool = new SpeechPool(config.engine, threads);
    try {
      const run = await synthesis(config.name, pool, config.words);
      log(`${config.name}: ${(run.audioSeconds / 60).toFixed(1)} min of speech in ${run.wallSeconds.toFixed(1)} s (${(run.audioSeconds / run.wallSeconds).toFixed(1)}x real time)`);
      runs.push(run);
      if (!readAloudRun) {
        readAloudRun = await readAloud(pool);
        log(`read-aloud of 4,000 characters: ${readAloudRun.wallMs.toFixed(0)} ms, longest event-loop stall ${readAloudRun.stallMs.toFixed(0)} ms`);
      }
    } finally {
      await pool.close();
    }
  }
  const recaps = [await recap('lecture', 'ultra', 7500, log), await recap('podcast', 'ultra', 7500, log)];
  return { threads, synthesis: runs, readAloud: readAloudRun, recaps };
}

export function renderSpeechResults(results: SpeechMeasurements): string {
  const machine = machineInfo();
  const verdict = (ratio: number) => (ratio >= SPEECH_AIM_REALTIME ? 'met' : 'missed');
  return [
    SPEECH_HEADING,
    '',
    `${machine.date}; ${machine.cpuModel}, ${machine.cores} cores, Node.js ${machine.node}; load average ${machine.loadAverage.map((value) => value.toFixed(2)).join(' / ')} (the machine is shared: other work runs beside the benchmark).`,
    '',
    `\`npm run bench -- --speech-only\`. Speech runs in ${results.threads} worker threads (one per core), each speaking one chunk at a time (synthesizer, then MP3 encoder, mono 22.05 kHz 48 kbps). Aim: at least ${SPEECH_AIM_REALTIME} times faster than real time, so a 45-minute recap takes at most 2 min 15 s.`,
    '',
    '### Synthesis speed',
    '',
    '| Synthesizer + encoder | Speech | Wall time | Times real time | Aim |',
    '| --- | ---: | ---: | ---: | --- |',
    ...results.synthesis.map((run) => `| ${run.engine} | ${(run.audioSeconds / 60).toFixed(1)} min | ${run.wallSeconds.toFixed(1)} s | ${(run.audioSeconds / run.wallSeconds).toFixed(1)}x | ${verdict(run.audioSeconds / run.wallSeconds)} |`),
    '',
    results.readAloud
      ? `A 4,000-character read-aloud took ${results.readAloud.wallMs.toFixed(0)} ms; the longest the event loop went without running a 5 ms timer meanwhile was ${results.readAloud.stallMs.toFixed(0)} ms (before, the synthesis ran on the event loop and blocked it for the whole read).`
      : '',
    '',
    '### The whole 45-minute recap',
    '',
    'The recap job\'s handler in this process on compiled code, with storage and the database in memory: material read, script written and sized (timed by the synthesizer without encoding, resized until within 3 %), every chunk spoken and encoded in parallel, then joined into one MP3.',
    '',
    '| Recap | Audio | Script sized | Speech done | Total | Times real time | Aim (≤ 2 min 15 s) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...results.recaps.map(
      (run) =>
        `| ${run.type}, ${run.length} (${RECAP_LENGTHS[run.length]} min) | ${(run.audioSeconds / 60).toFixed(1)} min (${((Math.abs(run.audioSeconds - RECAP_LENGTHS[run.length] * 60) / (RECAP_LENGTHS[run.length] * 60)) * 100).toFixed(1)} % off) | ${(run.stages.script ?? 0).toFixed(1)} s | ${(run.stages.speech ?? 0).toFixed(1)} s | ${run.wallSeconds.toFixed(1)} s | ${(run.audioSeconds / run.wallSeconds).toFixed(1)}x | ${run.wallSeconds <= 135 ? 'met' : 'missed'} |`,
    ),
    '',
  ].join('\n');
}
