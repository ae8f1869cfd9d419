import type { ObjectStorage } from '@studyforge/service-kit';
import { createLogger } from '@studyforge/service-kit';
import { describe, expect, it } from 'vitest';
import type { AiProvider } from '../../ai/ai-provider.js';
import type { AudioRecapRepository, FinishedChunk } from '../../audio-recap/audio-recap.repository.js';
import type { GenerationJob } from '../../entities/generation-job.entity.js';
import type { CreditSettlement } from '../credit-settlement.js';
import { FinalJobFailure, JobLifecycle } from '../job-lifecycle.js';
import type { JobStatusService } from '../job-status.service.js';
import type { JobsRepository } from '../jobs.repository.js';
import { AudioRecapHandler } from './audio-recap.handler.js';
import type { StudyMaterialReader } from './study-material.reader.js';

const job: GenerationJob = {
  id: '6d1f0c2a-3b4e-4f5a-8b6c-7d8e9f0a1b2c',
  userId: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
  kind: 'audio-recap',
  stage: 'generating',
  progress: 40,
  input: { files: [], text: 'material', count: null, voice: null, recap: { type: 'summary', length: 'short', voice: 'nova' } },
  result: null,
  errorCode: null,
  errorMessage: null,
  creditsReserved: 30,
  createdAt: new Date(),
  updatedAt: new Date(),
};

/** A recap whose earlier attempt spoke two chunks, run again while its material can no longer be read. */
function recapAfterAnInterruptedAttempt() {
  const objects = new Map<string, Buffer>();
  const chunks = new Map<number, FinishedChunk>();
  for (const index of [0, 1]) {
    const audioKey = `audio/recaps/${job.userId}/${job.id}/chunk-0000${index}.mp3`;
    objects.set(audioKey, Buffer.from('mp3'));
    chunks.set(index, { index, textHash: `hash-${index}`, audioKey, seconds: 20, bytes: 3 });
  }
  const handler = new AudioRecapHandler({
    provider: {} as AiProvider,
    storage: { remove: async (key: string) => void objects.delete(key) } as unknown as ObjectStorage,
    material: {
      read: async () => {
        throw new Error('the object store is unreachable');
      },
    } as unknown as StudyMaterialReader,
    recaps: {
      finishedChunks: async () => [...chunks.values()],
      dropChunks: async () => chunks.clear(),
      ofJob: async () => null,
    } as unknown as AudioRecapRepository,
    jobs: { find: async () => job } as unknown as JobsRepository,
  });
  const lifecycle = new JobLifecycle({
    jobs: { find: async () => job } as unknown as JobsRepository,
    status: { stage: async () => job, failedIfOpen: async () => true } as unknown as JobStatusService,
    credits: { release: async () => undefined } as unknown as CreditSettlement,
    logger: createLogger('test', 'silent'),
  });
  const attempt = (finalAttempt: boolean) => lifecycle.run(job.id, () => handler, finalAttempt);
  return { objects, chunks, attempt };
}

describe('an audio recap that fails', () => {
  it('keeps its spoken chunks for the next attempt while it will be retried', async () => {
    const { objects, chunks, attempt } = recapAfterAnInterruptedAttempt();
    await expect(attempt(false)).rejects.toThrow('the object store is unreachable');
    expect(chunks.size).toBe(2);
    expect(objects.size).toBe(2);
  });

  it('removes its chunk rows and their objects once it has failed for good', async () => {
    const { objects, chunks, attempt } = recapAfterAnInterruptedAttempt();
    await expect(attempt(true)).rejects.toBeInstanceOf(FinalJobFailure);
    expect(chunks.size).toBe(0);
    expect(objects.size).toBe(0);
  });
});
