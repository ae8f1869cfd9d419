import { studyToolLimits, studyToolMessages, type EssayGrading, type EssayType } from '@studyforge/contracts';
import { ProviderError } from '../../ai-provider.js';
import { readEssay } from './essay-document.js';
import { feedbackOf, improvementsOf, summaryOf } from './essay-feedback.js';
import { scoreEssay } from './essay-scorer.js';
import { measureEssay } from './essay-signals.js';
import { checkLanguage } from './language-checks.js';

/** The essay is too short to grade (not worth retrying). */
export class EssayTooShortError extends ProviderError {
  constructor() {
    super(studyToolMessages.essayTooShort, false);
    this.name = 'EssayTooShortError';
  }
}

/**
 * Grades an essay offline with the rubric of its type: retext checks (readability, passive voice,
 * repeated words, Hunspell spelling), sentence and paragraph structure, thesis and topic sentences,
 * transitions and evidence. Every remark quotes the sentence it is about.
 */
export async function gradeEssayLocally(text: string, essayType: EssayType): Promise<EssayGrading> {
  const document = readEssay(text);
  if (document.words.length < studyToolLimits.minEssayWords) throw new EssayTooShortError();
  const signals = measureEssay(document, await checkLanguage(document.text));
  const scores = scoreEssay(signals, essayType);
  return {
    overallScore: scores.overall,
    ideaScore: scores.idea,
    structureScore: scores.structure,
    clarityScore: scores.clarity,
    evidenceScore: scores.evidence,
    styleScore: scores.style,
    summary: summaryOf(signals, essayType, scores),
    feedback: feedbackOf(document, signals, essayType),
    improvements: improvementsOf(document, signals, essayType, scores),
  };
}
