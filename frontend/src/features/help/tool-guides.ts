import { type PRICE_TABLE, RECAP_MINUTES_SPAN } from '@studyforge/contracts';

type PricedFeature = (typeof PRICE_TABLE)[number]['feature'];

/** One short paragraph per row of the price table: what the tool does with your material. */
export const TOOL_GUIDES: Readonly<Record<PricedFeature, string>> = {
  flashcards: 'Makes flip-through flashcards from a document or pasted text, each one linked to its source.',
  quiz: 'Makes a multiple-choice quiz from your material that explains every answer.',
  'practice-test': 'Upload & Generate on the dashboard makes a practice test from your files, to check yourself before an exam.',
  notes: 'Turns lectures, slides and readings into clean study notes; every point links back to the passage it came from.',
  'study-visuals': 'Upload a photo of notes, a diagram, a chart or an equation, ask a question, and get a step-by-step analysis.',
  'essay-grader': 'Grades your essay with sub-scores for ideas, structure, clarity, evidence and style, and points at the sentences to improve.',
  'tutor-lecture': 'A voice tutor lectures on your files or a topic.',
  'tutor-question': 'After a Tutor Me lecture, ask a question and the tutor answers from that material.',
  'audio-recap': `Turns your material into a ${RECAP_MINUTES_SPAN} minute audio recap: a summary, a lecture, a two-voice podcast or an audiobook.`,
  'study-plan': 'List your goals and get a day-by-day study plan that fits your week.',
  trivia: 'Answer multiple-choice questions on your major and course, or on a subject or book.',
  'read-aloud': 'Reads your notes, cards and answers aloud, at no cost.',
};
