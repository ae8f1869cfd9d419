import { generationMessages, requestedCount, usedCredits, type Flashcard } from '@studyforge/contracts';
import type { AiProvider } from '../../ai/ai-provider.js';
import type { GenerationJob } from '../../entities/generation-job.entity.js';
import type { ExtractedDocument } from '../../extraction/extracted-document.js';
import type { SubjectGenerator } from '../../knowledge/subject-generator.js';
import type { LibraryRepository } from '../../library/library.repository.js';
import { NotEnoughMaterialError } from '../job-failure.js';
import type { JobOutcome, ReportStage } from '../job-handler.js';
import { titleOfMaterial, type MaterialGenerator } from './study-material.reader.js';

/** Flashcards from the material or a subject, saved as a deck; charged per card made. */
export class FlashcardsGenerator implements MaterialGenerator {
  constructor(private readonly deps: { provider: AiProvider; subjects: SubjectGenerator; library: LibraryRepository }) {}

  async generate(job: GenerationJob, documents: ExtractedDocument[], report: ReportStage): Promise<JobOutcome> {
    const asked = requestedCount('flashcards', job.input.count);
    const topic = job.input.topic;
    const flashcards = topic
      ? await this.deps.subjects.flashcards(topic, asked, job.id)
      : await this.deps.provider.flashcards({ documents, count: asked });
    if (flashcards.length === 0) throw NotEnoughMaterialError.toMake('flashcards');
    await report('saving', 90);
    const title = topic ? topic.label : titleOfMaterial(documents);
    const deckId = await this.deps.library.saveDeck({ userId: job.userId, jobId: job.id, title, cards: flashcards });
    return outcomeOf(job, deckId, flashcards);
  }

  async saved(job: GenerationJob): Promise<JobOutcome | null> {
    const deck = await this.deps.library.deckOfJob(job.id);
    return deck && outcomeOf(job, deck.id, deck.cards);
  }
}

function outcomeOf(job: GenerationJob, deckId: string, flashcards: Flashcard[]): JobOutcome {
  const asked = requestedCount('flashcards', job.input.count);
  const creditsUsed = usedCredits('flashcards', flashcards.length, job.creditsReserved);
  const notice = flashcards.length < asked ? generationMessages.notEnoughMaterial(flashcards.length, asked) : null;
  return { result: { deckId, flashcards, creditsUsed, notice }, creditsUsed };
}
