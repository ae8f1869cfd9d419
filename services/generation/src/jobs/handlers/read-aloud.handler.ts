import type { ObjectStorage } from '@studyforge/service-kit';
import type { AiProvider } from '../../ai/ai-provider.js';
import type { GenerationJob } from '../../entities/generation-job.entity.js';
import type { JobHandler, JobOutcome, ReportStage } from '../job-handler.js';

/** MP3 speech of the job's text, stored under the job's id; free. */
export class ReadAloudHandler implements JobHandler {
  constructor(private readonly deps: { provider: AiProvider; storage: ObjectStorage }) {}

  async run(job: GenerationJob, report: ReportStage): Promise<JobOutcome> {
    await report('generating', 55);
    const audio = await this.deps.provider.speech({ text: job.input.text, voice: job.input.voice ?? undefined });
    await report('saving', 90);
    const audioKey = `audio/read-aloud/${job.userId}/${job.id}.mp3`;
    await this.deps.storage.putBuffer(audioKey, audio, 'audio/mpeg');
    return { result: { audioKey }, creditsUsed: 0 };
  }
}
