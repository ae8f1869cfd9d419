import type { EssayCriterion, EssayType } from '@studyforge/contracts';
import { ESSAY_RUBRICS, ramp } from './essay-rubrics.js';
import type { EssaySignals } from './essay-signals.js';

export type CriterionScores = Record<EssayCriterion, number> & { overall: number };

/** 1 for sentences of 12–24 words on average, less for choppy or rambling prose. */
const sentenceLengthFit = (mean: number) => (mean < 12 ? ramp(mean, 5, 12) : 1 - ramp(mean, 24, 40));

/**
 * How much of the essay is filler: repeated sentences and repeated four-word phrases. It scales every
 * criterion down, so padding an essay lowers its grade.
 */
export function paddingFactor(signals: EssaySignals): number {
  return 1 - Math.min(0.7, 1.6 * signals.duplicateSentenceShare + 1.2 * Math.max(0, signals.repeatedPhraseShare - 0.06));
}

/** Each criterion from 0 to 1, before the essay type's weights. */
export function criterionValues(signals: EssaySignals, essayType: EssayType): Record<EssayCriterion, number> {
  const rubric = ESSAY_RUBRICS[essayType];
  const development = ramp(signals.words, 60, 320);
  const idea =
    0.25 * (rubric.needsThesis ? (signals.thesis ? 1 : 0) : ramp(signals.paragraphs, 1, 3)) +
    0.25 * rubric.typeFit(signals) +
    0.25 * development +
    0.25 * ramp(signals.lexicalDiversity, 0.65, 0.82);
  const structure =
    0.25 * ramp(signals.paragraphs, 1, 5) +
    0.25 * signals.topicSentenceShare +
    0.2 * ramp(signals.transitionShare, 0.05, 0.35) +
    0.15 * ramp(signals.distinctTransitions, 1, 7) +
    0.15 * (signals.conclusion ? 1 : 0);
  const clarity =
    0.35 * (1 - ramp(signals.misspellingRate, 0.002, 0.03)) +
    0.2 * (1 - ramp(signals.mechanicsErrorRate, 0, 0.6)) +
    0.15 * (1 - ramp(signals.hardSentenceShare, 0.1, 0.6)) +
    0.15 * sentenceLengthFit(signals.meanSentenceWords) +
    0.15 * (1 - ramp(signals.passiveShare, 0.1, 0.4));
  const evidence = 0.7 * rubric.support(signals) + 0.3 * development;
  const style =
    0.3 * ramp(signals.lexicalDiversity, 0.65, 0.84) +
    0.3 * ramp(signals.longWordShare, 0.08, 0.22) +
    0.15 * ramp(signals.sentenceWordsSpread, 2, 6) * (1 - ramp(signals.sentenceWordsSpread, 14, 30)) +
    0.1 * (1 - ramp(signals.repeatedWordRate, 0, 0.01)) +
    0.15 * (1 - ramp(signals.repeatedPhraseShare, 0.03, 0.2));
  return { idea, structure, clarity, evidence, style };
}

const toScore = (value: number) => Math.round(Math.min(100, Math.max(0, 35 + 62 * value)));

/** The five sub-scores and the overall score (the type's weighted mean), all scaled down by padding. */
export function scoreEssay(signals: EssaySignals, essayType: EssayType): CriterionScores {
  const values = criterionValues(signals, essayType);
  const padding = paddingFactor(signals);
  const weights = ESSAY_RUBRICS[essayType].weights;
  const criteria = Object.keys(values) as EssayCriterion[];
  const overall = criteria.reduce((sum, criterion) => sum + weights[criterion] * values[criterion], 0);
  const scores = Object.fromEntries(criteria.map((criterion) => [criterion, toScore(values[criterion] * padding)])) as Record<EssayCriterion, number>;
  return { ...scores, overall: toScore(overall * padding) };
}
