import { lectureText, priceOf, type Lecture } from '@studyforge/contracts';
import type { ObjectStorage } from '@studyforge/service-kit';
import type { AiProvider } from '../../ai/ai-provider.js';
import type { GenerationJob } from '../../entities/generation-job.entity.js';
import type { SubjectGenerator } from '../../knowledge/subject-generator.js';
import { passagesOfDocuments } from '../../tutor/tutor-passages.js';
import type { TutorLecturesRepository } from '../../tutor/tutor-lectures.repository.js';
import { NotEnoughMaterialError } from '../job-failure.js';
import type { JobHandler, JobOutcome, ReportStage } from '../job-handler.js';
import type { StudyMaterialReader } from './study-material.reader.js';

export interface VoiceLectureDependencies {
  provider: AiProvider;
  storage: ObjectStorage;
  material: StudyMaterialReader;
  subjects: SubjectGenerator;
  lectures: TutorLecturesRepository;
}

/** A Tutor Me lecture: from the uploaded files, else the course knowledge on the topic; spoken when asked; saved with its passages for the questions. */
export class VoiceLectureHandler implements JobHandler {
  constructor(private readonly deps: VoiceLectureDependencies) {}

  async run(job: GenerationJob, report: ReportStage): Promise<JobOutcome> {
    const topic = job.input.topic ?? null;
    let documents = job.input.files.length ? await this.deps.material.read({ ...job, input: { ...job.input, topic: null } } as GenerationJob, report) : [];
    if (documents.length === 0 && topic) documents = this.deps.subjects.documentsFor(topic);
    if (documents.length === 0) {
      throw new NotEnoughMaterialError(`There is no course material on "${topic?.label ?? ''}" to teach from yet. Upload your notes on it, or try a course name such as Cell Biology or Microeconomics.`);
    }
    await report('generating', 55);
    const lecture = await this.deps.provider.lecture({ documents, topic: topic?.label ?? '' });
    const text = lectureText(lecture);
    let audioKey: string | null = null;
    let audio: Buffer | null = null;
    if (job.input.includeAudio !== false) {
      await report('generating', 70);
      audio = await this.deps.provider.speech({ text, voice: job.input.voice ?? undefined });
    }
    await report('saving', 90);
    if (audio) {
      audioKey = `audio/tutor/${job.userId}/${job.id}.mp3`;
      await this.deps.storage.putBuffer(audioKey, audio, 'audio/mpeg');
    }
    const lectureId = await this.deps.lectures.saveOnce({ userId: job.userId, jobId: job.id, voice: job.input.voice ?? 'nova', lecture, passages: passagesOfDocuments(documents), audioKey });
    return outcomeOf(lectureId, lecture, audioKey);
  }

  async saved(job: GenerationJob): Promise<JobOutcome | null> {
    const saved = await this.deps.lectures.ofJob(job.id);
    return saved && outcomeOf(saved.id, saved.lecture, saved.audioKey);
  }
}

function outcomeOf(lectureId: string, lecture: Lecture, audioKey: string | null): JobOutcome {
  const creditsUsed = priceOf('tutor-lecture');
  return { result: { lectureId, lecture, text: lectureText(lecture), audioKey, creditsUsed }, creditsUsed };
}
