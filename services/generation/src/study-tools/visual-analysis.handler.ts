import { DomainError, ErrorCode, studyGuideToMarkdown, visualAnalysisToMarkdown } from '@studyforge/contracts';
import type { ObjectStorage } from '@studyforge/service-kit';
import type { AiProvider } from '../ai/ai-provider.js';
import { UnusableImageError } from '../ai/local/visual/image-preparer.js';
import type { GenerationJob } from '../entities/generation-job.entity.js';
import type { JobHandler, JobOutcome, ReportStage } from '../jobs/job-handler.js';
import type { LibraryRepository } from '../library/library.repository.js';
import type { StudyToolsRepository } from './study-tools.repository.js';

const MATERIAL_ITEMS = 30;
const MATERIAL_CHARS = 150_000;

/** Study Visuals: the uploaded image and the question, with the student's own saved notes and cards to explain its terms. */
export class VisualAnalysisHandler implements JobHandler {
  constructor(private readonly deps: { provider: AiProvider; storage: ObjectStorage; library: LibraryRepository; results: StudyToolsRepository }) {}

  async run(job: GenerationJob, report: ReportStage): Promise<JobOutcome> {
    const file = job.input.files[0];
    if (!file) throw new DomainError(ErrorCode.ValidationFailed, 'No image selected');
    await report('extracting', 10);
    const bytes = await this.deps.storage.getBuffer(file.key);
    const savedMaterial = await this.savedMaterial(job.userId);
    await report('generating', 40);
    let visual;
    try {
      visual = await this.deps.provider.analyzeVisual({ image: { bytes, type: file.type, fileName: file.fileName }, question: job.input.text, savedMaterial });
    } catch (error) {
      if (error instanceof UnusableImageError) throw new DomainError(ErrorCode.UnprocessableContent, error.message);
      throw error;
    }
    await report('saving', 90);
    const analysis = visualAnalysisToMarkdown(visual);
    const analysisId = await this.deps.results.saveVisualAnalysis({ userId: job.userId, jobId: job.id, fileName: file.fileName, question: job.input.text, analysis, visual });
    return { result: { analysisId, question: job.input.text, analysis, visual, creditsUsed: job.creditsReserved }, creditsUsed: job.creditsReserved };
  }

  async saved(job: GenerationJob): Promise<JobOutcome | null> {
    const saved = await this.deps.results.visualAnalysisOfJob(job.id);
    if (!saved) return null;
    const { id: analysisId, question, analysis, visual } = saved;
    return { result: { analysisId, question, analysis, visual, creditsUsed: job.creditsReserved }, creditsUsed: job.creditsReserved };
  }

  /** The student's latest study guides and decks as text, newest first, within a bound. */
  private async savedMaterial(userId: string): Promise<Array<{ title: string; text: string }>> {
    const [guides, decks] = await Promise.all([this.deps.library.listStudyGuides(userId), this.deps.library.listDecks(userId)]);
    const items = [
      ...guides.slice(0, MATERIAL_ITEMS).map((guide) => ({ title: guide.title, text: guide.notes || studyGuideToMarkdown(guide.guide) })),
      ...decks.slice(0, MATERIAL_ITEMS).map((deck) => ({ title: deck.title, text: deck.cards.map((card) => `${card.question} ${card.answer}`).join('\n') })),
    ];
    let budget = MATERIAL_CHARS;
    return items.flatMap((item) => {
      if (budget <= 0) return [];
      const text = item.text.slice(0, budget);
      budget -= text.length;
      return [{ title: item.title, text }];
    });
  }
}
