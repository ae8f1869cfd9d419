import { studyGuideToMarkdown } from '@studyforge/contracts';
import type { AiProvider } from '../../ai/ai-provider.js';
import type { GenerationJob } from '../../entities/generation-job.entity.js';
import type { ExtractedDocument } from '../../extraction/extracted-document.js';
import type { LibraryRepository } from '../../library/library.repository.js';
import type { JobOutcome, ReportStage } from '../job-handler.js';
import type { MaterialGenerator } from './study-material.reader.js';

/** A study guide from the material, saved with its markdown notes; charged its flat price. */
export class NotesGenerator implements MaterialGenerator {
  constructor(private readonly deps: { provider: AiProvider; library: LibraryRepository }) {}

  async generate(job: GenerationJob, documents: ExtractedDocument[], report: ReportStage): Promise<JobOutcome> {
    const studyGuide = await this.deps.provider.notes({ documents });
    await report('saving', 90);
    const notes = studyGuideToMarkdown(studyGuide);
    const studyGuideId = await this.deps.library.saveStudyGuide({
      userId: job.userId,
      jobId: job.id,
      title: studyGuide.title,
      guide: studyGuide,
      notes,
    });
    return { result: { studyGuideId, studyGuide, notes, creditsUsed: job.creditsReserved }, creditsUsed: job.creditsReserved };
  }

  async saved(job: GenerationJob): Promise<JobOutcome | null> {
    const saved = await this.deps.library.studyGuideOfJob(job.id);
    return saved && { result: { studyGuideId: saved.id, studyGuide: saved.guide, notes: saved.notes, creditsUsed: job.creditsReserved }, creditsUsed: job.creditsReserved };
  }
}
