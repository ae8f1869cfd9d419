import { availableParallelism } from 'node:os';
import { Readable } from 'node:stream';
import { recapOptionsSchema } from '@studyforge/contracts';
import type { ObjectStorage } from '@studyforge/service-kit';
import type { AiProvider } from '../../ai/ai-provider.js';
import { chunksOf, type RecapChunk } from '../../audio-recap/recap-chunks.js';
import { sizedRecapScript } from '../../audio-recap/recap-script-sizer.js';
import { mp3Seconds } from '../../audio-recap/mp3-duration.js';
import type { AudioRecapRepository, FinishedChunk } from '../../audio-recap/audio-recap.repository.js';
import type { GenerationJob } from '../../entities/generation-job.entity.js';
import { JobCancelledError } from '../job-cancelled.js';
import type { JobHandler, JobOutcome, ReportStage } from '../job-handler.js';
import type { JobsRepository } from '../jobs.repository.js';
import type { StudyMaterialReader } from './study-material.reader.js';

export interface AudioRecapDependencies {
  provider: AiProvider;
  storage: ObjectStorage;
  material: StudyMaterialReader;
  recaps: AudioRecapRepository;
  jobs: JobsRepository;
}

/**
 * An audio recap: material → script of the chosen type and length → speech chunks in parallel (each
 * stored and recorded as it finishes, so a restarted job resumes from them) → one MP3 streamed to
 * storage → the saved recap. Progress: material 5–30 %, script 32 %, speech 35–85 %, joining 88 %, upload 95 %.
 */
export class AudioRecapHandler implements JobHandler {
  constructor(private readonly deps: AudioRecapDependencies) {}

  run(job: GenerationJob, report: ReportStage): Promise<JobOutcome> {
    return this.make(job, report);
  }

  async saved(job: GenerationJob): Promise<JobOutcome | null> {
    const saved = await this.deps.recaps.ofJob(job.id);
    return saved && { result: { recapId: saved.id, audioKey: saved.audioKey, creditsUsed: job.creditsReserved }, creditsUsed: job.creditsReserved };
  }

  /** A cancelled or finally failed recap leaves nothing behind: its spoken chunks are removed with their records. */
  async discard(job: GenerationJob): Promise<void> {
    const chunks = await this.deps.recaps.finishedChunks(job.id);
    await Promise.all(chunks.map((chunk) => this.deps.storage.remove(chunk.audioKey)));
    await this.deps.recaps.dropChunks(job.id);
  }

  private async make(job: GenerationJob, report: ReportStage): Promise<JobOutcome> {
    const options = recapOptionsSchema.parse(job.input.recap);
    const documents = await this.deps.material.read(job, (stage, progress) => report(stage, Math.round(progress * 0.6)));
    await report('generating', 32);
    const script = await sizedRecapScript(this.deps.provider, documents, options);
    const chunks = chunksOf(script.turns);
    const { finished, reused } = await this.speakAll(job, chunks, (done) => report('generating', 35 + Math.round((50 * done) / chunks.length)));

    await report('saving', 88);
    const audioKey = `audio/recaps/${job.userId}/${job.id}.mp3`;
    const totalBytes = finished.reduce((total, chunk) => total + chunk.bytes, 0);
    await this.ensureNotCancelled(job.id);
    await report('saving', 95);
    await this.deps.storage.putStream(audioKey, Readable.from(this.joined(finished)), totalBytes, 'audio/mpeg');
    const durationSeconds = finished.reduce((total, chunk) => total + chunk.seconds, 0);
    const recapId = await this.deps.recaps.saveOnce({
      userId: job.userId,
      jobId: job.id,
      title: script.title,
      type: options.type,
      length: options.length,
      voice: options.voice,
      durationSeconds,
      audioKey,
      script: { words: script.words, turns: script.turns },
    });
    await this.deps.recaps.dropChunks(job.id);
    await Promise.all(finished.map((chunk) => this.deps.storage.remove(chunk.audioKey)));
    return { result: { recapId, audioKey, creditsUsed: job.creditsReserved, chunks: chunks.length, resumedChunks: reused }, creditsUsed: job.creditsReserved };
  }

  /** Speaks the chunks not yet finished by an earlier run, several at once, recording each as it lands. */
  private async speakAll(job: GenerationJob, chunks: RecapChunk[], progress: (done: number) => Promise<void>): Promise<{ finished: FinishedChunk[]; reused: number }> {
    const earlier = new Map((await this.deps.recaps.finishedChunks(job.id)).map((chunk) => [chunk.index, chunk]));
    const results: FinishedChunk[] = [];
    const todo: RecapChunk[] = [];
    for (const chunk of chunks) {
      const found = earlier.get(chunk.index);
      if (found && found.textHash === chunk.hash) results[chunk.index] = found;
      else todo.push(chunk);
    }
    let done = chunks.length - todo.length;
    await progress(done);
    const speakNext = async (): Promise<void> => {
      for (let chunk = todo.shift(); chunk; chunk = todo.shift()) {
        const mp3 = await this.deps.provider.speech({ text: chunk.text, voice: chunk.voice });
        const audioKey = `audio/recaps/${job.userId}/${job.id}/chunk-${String(chunk.index).padStart(5, '0')}.mp3`;
        await this.deps.storage.putBuffer(audioKey, mp3, 'audio/mpeg');
        const finished = { index: chunk.index, textHash: chunk.hash, audioKey, seconds: mp3Seconds(mp3), bytes: mp3.length };
        await this.deps.recaps.saveChunk(job.id, job.userId, finished);
        results[chunk.index] = finished;
        await this.ensureNotCancelled(job.id);
        await progress(++done);
      }
    };
    const lanes = Math.max(2, availableParallelism());
    const reused = chunks.length - todo.length;
    await Promise.all(Array.from({ length: Math.min(lanes, todo.length) }, speakNext));
    return { finished: results, reused };
  }

  private async *joined(chunks: FinishedChunk[]): AsyncGenerator<Buffer> {
    for (const chunk of chunks) yield await this.deps.storage.getBuffer(chunk.audioKey);
  }

  private async ensureNotCancelled(jobId: string): Promise<void> {
    const job = await this.deps.jobs.find(jobId);
    if (!job || job.stage === 'failed') throw new JobCancelledError(jobId);
  }
}
