import { ESSAY_TYPE_LABELS, type EssayCriterion, type EssayRemark, type EssayType } from '@studyforge/contracts';
import type { EssayDocument, EssaySentence } from './essay-document.js';
import { ESSAY_RUBRICS } from './essay-rubrics.js';
import type { CriterionScores } from './essay-scorer.js';
import { opensWithTopicSentence, sentenceAt, type EssaySignals } from './essay-signals.js';

const MAX_QUOTE = 280;
const quote = (sentence: EssaySentence) => (sentence.text.length > MAX_QUOTE ? `${sentence.text.slice(0, MAX_QUOTE - 1).trimEnd()}…` : sentence.text);
const remark = (criterion: EssayCriterion, text: string, sentence: EssaySentence): EssayRemark => ({ criterion, text, quote: quote(sentence) });

const CRITERION_NAMES: Record<EssayCriterion, string> = {
  idea: 'ideas',
  structure: 'structure',
  clarity: 'clarity',
  evidence: 'evidence',
  style: 'style',
};

/** Strengths and observations, each quoting the sentence it is about. */
export function feedbackOf(document: EssayDocument, signals: EssaySignals, essayType: EssayType): EssayRemark[] {
  const remarks: EssayRemark[] = [];
  if (signals.thesis) remarks.push(remark('idea', 'Your main point is stated clearly here, so the reader knows what the essay sets out to do.', signals.thesis));
  const evidence = signals.evidence[0] ?? signals.examples[0];
  if (evidence) remarks.push(remark('evidence', 'Good support: this sentence backs a point with a concrete example, figure or source.', evidence));
  const linked = document.sentences.find((sentence, index) => index > 0 && /^\W*(however|therefore|moreover|furthermore|in addition|for example|for instance|as a result|on the other hand|in contrast|consequently|similarly|finally|in conclusion)\b/i.test(sentence.text));
  if (linked) remarks.push(remark('structure', 'This transition ties the sentence to the one before it and keeps the reasoning easy to follow.', linked));
  if (signals.conclusion) remarks.push(remark('structure', 'The closing paragraph signals the conclusion and brings the essay back to its point.', signals.conclusion));
  if (signals.counterargument && essayType === 'argumentative') {
    remarks.push(remark('idea', 'Acknowledging another view makes the argument more convincing.', signals.counterargument));
  }
  const richest = [...document.sentences].sort((a, b) => richness(b) - richness(a))[0];
  if (richest && richness(richest) >= 0.35) remarks.push(remark('style', 'Precise, varied wording in this sentence.', richest));
  if (remarks.length === 0 && document.sentences[0]) {
    remarks.push(remark('idea', 'The essay opens on its topic; the improvements below show how to develop it.', document.sentences[0]));
  }
  return remarks;
}

function richness(sentence: EssaySentence): number {
  if (sentence.words.length < 8 || sentence.words.length > 35) return 0;
  const long = sentence.words.filter((word) => word.length >= 7).length / sentence.words.length;
  return long + new Set(sentence.words.map((word) => word.toLowerCase())).size / sentence.words.length - 1;
}

/** What to change, most important first, each quoting the sentence to work on. */
export function improvementsOf(document: EssayDocument, signals: EssaySignals, essayType: EssayType, scores: CriterionScores): EssayRemark[] {
  const rubric = ESSAY_RUBRICS[essayType];
  const remarks: EssayRemark[] = [];
  const first = document.sentences[0];
  const last = document.sentences.at(-1);
  const quoted = new Map<number, number>();
  const add = (criterion: EssayCriterion, text: string, sentence: EssaySentence | null | undefined) => {
    if (!sentence || (quoted.get(sentence.index) ?? 0) >= 3) return;
    quoted.set(sentence.index, (quoted.get(sentence.index) ?? 0) + 1);
    remarks.push(remark(criterion, text, sentence));
  };

  const duplicate = duplicateSentence(document);
  if (duplicate) add('style', 'This sentence repeats an earlier one almost word for word. Cut the repetition; length without new ideas lowers the grade.', duplicate);
  if (rubric.needsThesis && !signals.thesis) {
    add('idea', `Open with a sentence that states your main point; as written, the reader has to guess it. ${rubric.typeAdvice}`, first);
  } else if (rubric.typeFit(signals) < 0.5) {
    add('idea', `For ${ESSAY_TYPE_LABELS[essayType].toLowerCase().replace(/^compare and contrast$/, 'a compare-and-contrast essay')}: ${rubric.typeAdvice}`, signals.thesis ?? first);
  }
  for (const finding of misspellingsInDifferentSentences(document, signals).slice(0, 2)) {
    const suggestion = finding.suggestion ? ` (perhaps "${finding.suggestion}")` : '';
    add('clarity', `Check the spelling of "${finding.actual}"${suggestion}.`, sentenceAt(document, finding.offset));
  }
  const runOn = document.sentences.find((sentence) => sentence.words.length > 40);
  add('clarity', `This sentence runs to ${runOn?.words.length ?? 0} words. Split it into two or three sentences, each with one idea.`, runOn);
  const hard = signals.findings.find((item) => item.check === 'readability');
  add('clarity', 'This sentence is hard to read: shorter words and a simpler structure would make it clearer.', hard ? sentenceAt(document, hard.offset) : null);
  const lowerStart = document.sentences.find((sentence) => /^["'“(]?[a-z]/.test(sentence.text));
  add('clarity', 'Start each sentence with a capital letter.', lowerStart);
  const missingTopic = document.paragraphs.slice(1, -1).find((paragraph) => paragraph.length >= 2 && !opensWithTopicSentence(paragraph));
  add('structure', 'Begin this paragraph with a topic sentence that says what the paragraph will show.', missingTopic?.[0]);
  if (document.paragraphs.length < 3) add('structure', 'Organise the essay into paragraphs: an introduction, one paragraph per main point, and a conclusion.', first);
  if (!signals.conclusion && document.paragraphs.length >= 2) add('structure', 'End with a conclusion that sums up your point (e.g. "In conclusion, ...") instead of stopping here.', last);
  if (scores.evidence < 70) {
    const supported = new Set([...signals.evidence, ...signals.examples].map((sentence) => sentence.paragraph));
    const bodies = document.paragraphs.length >= 3 ? document.paragraphs.slice(1, -1) : document.paragraphs;
    const unsupported = bodies.find((paragraph) => !supported.has(paragraph[0]!.paragraph));
    if (unsupported) add('evidence', 'Support this point with evidence: an example, a figure, a quotation or a named source.', unsupported[0]);
    else add('evidence', 'Strengthen the evidence: name your sources in the text and quote or cite them, not only examples.', signals.evidence[0] ?? signals.examples[0] ?? first);
  }
  const passive = signals.findings.find((item) => item.check === 'passive');
  add('style', `Passive voice ("${passive?.actual ?? ''}"): say who does what, in the active voice.`, passive ? sentenceAt(document, passive.offset) : null);
  const repeated = signals.findings.find((item) => item.check === 'repeated-word');
  add('style', `The word "${repeated?.actual.split(/\s+/)[0] ?? ''}" is written twice in a row.`, repeated ? sentenceAt(document, repeated.offset) : null);
  const weakest = weakestCriterion(scores);
  if (remarks.length === 0 && first) add(weakest, `To raise your ${CRITERION_NAMES[weakest]} score, rework sentences like this one.`, first);
  return remarks.slice(0, 10);
}

/** One misspelling per sentence, so the remarks point at different parts of the essay. */
function misspellingsInDifferentSentences(document: EssayDocument, signals: EssaySignals) {
  const sentences = new Set<number | undefined>();
  return signals.findings.filter((finding) => {
    if (finding.check !== 'spelling') return false;
    const index = sentenceAt(document, finding.offset)?.index;
    if (sentences.has(index)) return false;
    sentences.add(index);
    return true;
  });
}

function duplicateSentence(document: EssayDocument): EssaySentence | null {
  const seen = new Set<string>();
  for (const sentence of document.sentences) {
    const key = sentence.words.map((word) => word.toLowerCase()).join(' ');
    if (sentence.words.length >= 3 && seen.has(key)) return sentence;
    seen.add(key);
  }
  return null;
}

export function weakestCriterion(scores: CriterionScores): EssayCriterion {
  const criteria: EssayCriterion[] = ['idea', 'structure', 'clarity', 'evidence', 'style'];
  return criteria.reduce((lowest, criterion) => (scores[criterion] < scores[lowest] ? criterion : lowest));
}

export function strongestCriterion(scores: CriterionScores): EssayCriterion {
  const criteria: EssayCriterion[] = ['idea', 'structure', 'clarity', 'evidence', 'style'];
  return criteria.reduce((highest, criterion) => (scores[criterion] > scores[highest] ? criterion : highest));
}

export function summaryOf(signals: EssaySignals, essayType: EssayType, scores: CriterionScores): string {
  const strongest = strongestCriterion(scores);
  const weakest = weakestCriterion(scores);
  const shape = `${ESSAY_TYPE_LABELS[essayType]} of ${signals.words.toLocaleString('en-US')} words in ${signals.paragraphs} paragraph${signals.paragraphs === 1 ? '' : 's'}`;
  const padding = signals.duplicateSentenceShare > 0.05 ? ' Repeated sentences were found and lower every score.' : '';
  return `${shape}. Strongest: ${CRITERION_NAMES[strongest]} (${scores[strongest]}). Needs the most work: ${CRITERION_NAMES[weakest]} (${scores[weakest]}).${padding}`;
}
