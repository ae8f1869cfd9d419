import { DomainError, ErrorCode, studyToolLimits, studyToolMessages, type EssayType } from '@studyforge/contracts';
import type { ObjectStorage } from '@studyforge/service-kit';
import type { AiProvider } from '../ai/ai-provider.js';
import { extractDocument } from '../extraction/extract-document.js';
import type { GenerationJob } from '../entities/generation-job.entity.js';
import type { JobHandler, JobOutcome, ReportStage } from '../jobs/job-handler.js';
import type { StudyToolsRepository } from './study-tools.repository.js';
import { essayTitle, essayWordCount } from './essay-text.js';

/** Essay Grader: the essay file (read like any study file) or the pasted text, graded with its type's rubric. */
export class EssayGradeHandler implements JobHandler {
  constructor(private readonly deps: { provider: AiProvider; storage: ObjectStorage; results: StudyToolsRepository }) {}

  async run(job: GenerationJob, report: ReportStage): Promise<JobOutcome> {
    const essayType = job.input.essayType as EssayType;
    const file = job.input.files[0];
    await report('extracting', 10);
    let text = job.input.text;
    let fileName: string | null = null;
    if (file) {
      const document = await extractDocument({ fileName: file.fileName, type: file.type, bytes: await this.deps.storage.getBuffer(file.key) });
      text = document.blocks.map((block) => block.text).join('\n\n');
      fileName = file.fileName;
    }
    if (text.length > studyToolLimits.maxEssayChars) throw new DomainError(ErrorCode.UnprocessableContent, studyToolMessages.essayTooLong);
    if (essayWordCount(text) < studyToolLimits.minEssayWords) throw new DomainError(ErrorCode.UnprocessableContent, studyToolMessages.essayTooShort);
    await report('generating', 50);
    const grading = await this.deps.provider.gradeEssay({ text, essayType });
    await report('saving', 90);
    const title = essayTitle(text, fileName);
    const gradeId = await this.deps.results.saveEssayGrade({ userId: job.userId, jobId: job.id, title, essayType, essayText: text, grading });
    return { result: { gradeId, essayType, title, grading, creditsUsed: job.creditsReserved }, creditsUsed: job.creditsReserved };
  }

  async saved(job: GenerationJob): Promise<JobOutcome | null> {
    const saved = await this.deps.results.essayGradeOfJob(job.id);
    if (!saved) return null;
    const { id: gradeId, essayType, title, grading } = saved;
    return { result: { gradeId, essayType, title, grading, creditsUsed: job.creditsReserved }, creditsUsed: job.creditsReserved };
  }
}
