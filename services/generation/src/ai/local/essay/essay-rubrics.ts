import type { EssayCriterion, EssayType } from '@studyforge/contracts';
import type { EssaySignals } from './essay-signals.js';

const clamp = (value: number) => Math.min(1, Math.max(0, value));
/** 0 at `low`, 1 at `high`, straight in between. */
export const ramp = (value: number, low: number, high: number) => clamp((value - low) / (high - low));

/** What one essay type weighs and expects besides what every essay needs. */
export interface EssayRubric {
  weights: Record<EssayCriterion, number>;
  /** 0–1: how well the essay does what its type asks (a position, sources, a story, a comparison...). */
  typeFit(signals: EssaySignals): number;
  /** 0–1: the support its type calls for. */
  support(signals: EssaySignals): number;
  /** Said when typeFit is low. */
  typeAdvice: string;
  needsThesis: boolean;
}

const evidenceShare = (signals: EssaySignals) => (signals.evidence.length + signals.examples.length) / Math.max(1, signals.sentences);

export const ESSAY_RUBRICS: Record<EssayType, EssayRubric> = {
  argumentative: {
    weights: { idea: 0.25, structure: 0.2, clarity: 0.2, evidence: 0.2, style: 0.15 },
    typeFit: (s) => 0.6 * (s.thesis ? 1 : 0) + 0.4 * (s.counterargument ? 1 : 0),
    support: (s) => 0.6 * ramp(evidenceShare(s), 0.03, 0.25) + 0.4 * ramp(s.typeMarkers.analysis, 0.05, 0.3),
    typeAdvice: 'State your position in one clear sentence near the start, and answer the strongest objection to it.',
    needsThesis: true,
  },
  research: {
    weights: { idea: 0.2, structure: 0.2, clarity: 0.15, evidence: 0.3, style: 0.15 },
    typeFit: (s) => 0.5 * (s.thesis ? 1 : 0) + 0.5 * ramp(s.citations + s.quotations, 0, 4),
    support: (s) => 0.5 * ramp(s.citations, 0, 4) + 0.5 * ramp(evidenceShare(s), 0.05, 0.3),
    typeAdvice: 'Name your sources in the text, e.g. (Author, 2020), and quote or cite them for each main claim.',
    needsThesis: true,
  },
  informative: {
    weights: { idea: 0.2, structure: 0.25, clarity: 0.25, evidence: 0.15, style: 0.15 },
    typeFit: (s) => 0.5 * ramp(s.typeMarkers.definition, 0.02, 0.15) + 0.5 * (s.thesis ? 1 : 0),
    support: (s) => ramp(evidenceShare(s), 0.03, 0.25),
    typeAdvice: 'Introduce the topic in a sentence that says what the reader will learn, and define the key terms.',
    needsThesis: true,
  },
  personal: {
    weights: { idea: 0.25, structure: 0.15, clarity: 0.2, evidence: 0.15, style: 0.25 },
    typeFit: (s) => 0.5 * ramp(s.typeMarkers.firstPerson, 0.2, 0.6) + 0.5 * ramp(s.typeMarkers.reflection, 0.02, 0.12),
    support: (s) => 0.5 * ramp(s.typeMarkers.reflection, 0.02, 0.12) + 0.5 * ramp(evidenceShare(s) + s.typeMarkers.sensory, 0.05, 0.3),
    typeAdvice: 'Say what the experience meant to you: what you learned or how it changed you.',
    needsThesis: false,
  },
  narrative: {
    weights: { idea: 0.2, structure: 0.2, clarity: 0.2, evidence: 0.1, style: 0.3 },
    typeFit: (s) => 0.5 * ramp(s.typeMarkers.narrativeTime, 0.05, 0.25) + 0.25 * ramp(s.quotations, 0, 2) + 0.25 * ramp(s.typeMarkers.sensory, 0.03, 0.2),
    support: (s) => 0.5 * ramp(s.typeMarkers.sensory, 0.03, 0.2) + 0.5 * ramp(s.quotations, 0, 3),
    typeAdvice: 'Tell the events in order with time words (first, then, suddenly), and let a character speak in dialogue.',
    needsThesis: false,
  },
  descriptive: {
    weights: { idea: 0.2, structure: 0.15, clarity: 0.2, evidence: 0.1, style: 0.35 },
    typeFit: (s) => ramp(s.typeMarkers.sensory, 0.05, 0.35),
    support: (s) => ramp(s.typeMarkers.sensory, 0.05, 0.35),
    typeAdvice: 'Use the senses: what the subject looks, sounds, smells and feels like.',
    needsThesis: false,
  },
  compare: {
    weights: { idea: 0.2, structure: 0.25, clarity: 0.2, evidence: 0.2, style: 0.15 },
    typeFit: (s) => 0.6 * ramp(s.typeMarkers.comparison, 0.05, 0.3) + 0.4 * (s.thesis ? 1 : 0),
    support: (s) => 0.5 * ramp(s.typeMarkers.comparison, 0.05, 0.3) + 0.5 * ramp(evidenceShare(s), 0.03, 0.25),
    typeAdvice: 'Compare point by point with words such as similarly, whereas, unlike and both.',
    needsThesis: true,
  },
  analytical: {
    weights: { idea: 0.25, structure: 0.2, clarity: 0.2, evidence: 0.2, style: 0.15 },
    typeFit: (s) => 0.5 * ramp(s.typeMarkers.analysis, 0.05, 0.3) + 0.5 * (s.thesis ? 1 : 0),
    support: (s) => 0.5 * ramp(s.quotations + s.citations, 0, 3) + 0.5 * ramp(s.typeMarkers.analysis, 0.05, 0.3),
    typeAdvice: 'After each quotation or example, explain what it shows (this suggests, this reveals...).',
    needsThesis: true,
  },
};
