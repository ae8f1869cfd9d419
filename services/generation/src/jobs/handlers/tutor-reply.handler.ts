import { priceOf, tutorChatBodySchema, tutorLimits } from '@studyforge/contracts';
import type { ObjectStorage } from '@studyforge/service-kit';
import type { AiProvider } from '../../ai/ai-provider.js';
import type { GenerationJob } from '../../entities/generation-job.entity.js';
import { passagesOfLecture } from '../../tutor/tutor-passages.js';
import type { TutorLecturesRepository } from '../../tutor/tutor-lectures.repository.js';
import type { JobHandler, JobOutcome, ReportStage } from '../job-handler.js';

/** A Tutor Me answer: by the provider from the lecture, its material and the conversation, spoken in the session's voice. */
export class TutorReplyHandler implements JobHandler {
  constructor(private readonly deps: { provider: AiProvider; storage: ObjectStorage; lectures: TutorLecturesRepository }) {}

  async run(job: GenerationJob, report: ReportStage): Promise<JobOutcome> {
    const body = tutorChatBodySchema.parse(job.input.tutor);
    await report('generating', 30);
    const stored = body.lectureId ? await this.deps.lectures.passages(job.userId, body.lectureId) : null;
    const passages = [...(stored?.passages ?? []), ...passagesOfLecture(body.context)];
    const answer = await this.deps.provider.tutorReply({ question: body.message, passages, previousMessages: body.previousMessages.slice(-tutorLimits.historyMessages), topic: stored?.title ?? 'this lecture' });
    await report('generating', 60);
    const audio = await this.deps.provider.speech({ text: answer.response, voice: body.voice });
    await report('saving', 90);
    const audioKey = `audio/tutor/${job.userId}/${job.id}.mp3`;
    await this.deps.storage.putBuffer(audioKey, audio, 'audio/mpeg');
    const creditsUsed = priceOf('tutor-question');
    return { result: { ...answer, audioKey, creditsUsed }, creditsUsed };
  }
}
