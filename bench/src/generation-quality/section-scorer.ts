import type { Flashcard, Quiz } from '@studyforge/contracts';
import type { ExtractedDocument } from '@studyforge/generation-service/dist/extraction/extracted-document.js';
import { citationProblem } from './citation-check.js';
import { classifyDefects, type ClassifiedItem, type DefectRule } from './defect-classifier.js';
import { cardAgreement } from './definition-agreement-scorer.js';
import type { SourceIndex } from './source-index.js';
import { scoreTermCoverage } from './term-coverage-scorer.js';
import type { GlossaryEntry } from './textbook-section.js';

export interface ItemFinding {
  item: ClassifiedItem;
  defects: DefectRule[];
}

export interface SectionScore {
  goldTerms: number;
  coveredTerms: number;
  missedTerms: string[];
  cards: number;
  cardsAboutTerms: number;
  cardsAgreeing: number;
  questions: number;
  defectiveCards: number;
  defectiveQuestions: number;
  duplicateOptionQuestions: number;
  citationFailures: string[];
  findings: ItemFinding[];
  /** Cards about a key term whose explanation does not agree with its gold definition. */
  disagreeing: Array<{ question: string; answer: string; term: string; definition: string; share: number }>;
}

const documentText = (document: ExtractedDocument) => document.blocks.map((block) => block.text).join('\n');

/** Everything the benchmark measures on one section's cards and quiz from one input. */
export function scoreSection(cards: readonly Flashcard[], quiz: Quiz, gold: readonly GlossaryEntry[], documents: readonly ExtractedDocument[], index: SourceIndex): SectionScore {
  const coverage = scoreTermCoverage(cards, gold);
  let agreeing = 0;
  const disagreeing: SectionScore['disagreeing'] = [];
  coverage.cardTerms.forEach((entry, position) => {
    if (!entry) return;
    const card = cards[position]!;
    const agreement = cardAgreement(card, entry);
    if (agreement.agrees) agreeing++;
    else disagreeing.push({ question: card.question, answer: card.answer, term: entry.term, definition: entry.definition, share: agreement.share });
  });
  const cited = documents.map((document) => ({ fileName: document.fileName, pageCount: document.pageCount, text: documentText(document) }));
  const citationFailures: string[] = [];
  const findings: ItemFinding[] = [];
  for (const card of cards) {
    const item: ClassifiedItem = { kind: 'card', question: card.question, answer: card.answer, quote: card.citation?.quote ?? '' };
    findings.push({ item, defects: classifyDefects(item, index) });
    const problem = citationProblem(card.citation, cited);
    if (problem) citationFailures.push(`card "${card.question}": ${problem}`);
  }
  for (const question of quiz.questions) {
    const item: ClassifiedItem = {
      kind: 'question',
      question: question.question,
      answer: question.options[question.correctAnswer] ?? '',
      options: question.options,
      quote: question.citation?.quote ?? '',
    };
    findings.push({ item, defects: classifyDefects(item, index) });
    const problem = citationProblem(question.citation, cited);
    if (problem) citationFailures.push(`question "${question.question}": ${problem}`);
  }
  const defective = (kind: 'card' | 'question') => findings.filter((finding) => finding.item.kind === kind && finding.defects.length > 0).length;
  return {
    goldTerms: gold.length,
    coveredTerms: coverage.covered.length,
    missedTerms: coverage.missed.map((entry) => entry.term),
    cards: cards.length,
    cardsAboutTerms: coverage.cardTerms.filter(Boolean).length,
    cardsAgreeing: agreeing,
    questions: quiz.questions.length,
    defectiveCards: defective('card'),
    defectiveQuestions: defective('question'),
    duplicateOptionQuestions: findings.filter((finding) => finding.defects.includes('duplicate-options')).length,
    citationFailures,
    findings,
    disagreeing,
  };
}
