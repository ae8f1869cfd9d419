import type { AnalysisSection, ImageKind, MathWork } from '@studyforge/contracts';
import type { ImageKindVerdict } from './image-kind-classifier.js';
import type { OrientedText } from './oriented-ocr.js';
import type { TermExplanation } from './term-explainer.js';

const KIND_NAMES: Record<ImageKind, string> = {
  'printed-page': 'a printed page or slide',
  handwriting: 'handwriting',
  chart: 'a chart or graph',
  diagram: 'a diagram',
  equation: 'an equation or worked math',
  photo: 'a photo',
};

/** What the offline engine cannot see, said plainly for each kind of image. */
const LIMITS: Record<ImageKind, string> = {
  'printed-page': 'I read the words but not pictures or figures on the page; check any figure yourself.',
  handwriting: 'Handwriting is read letter by letter with low confidence: check the transcription against the image before relying on it.',
  chart: 'I read the labels and numbers printed on the chart, but I cannot measure bar heights, line values or slopes, so I cannot read the data values themselves.',
  diagram: 'I read the labels, but I cannot follow arrows or see what the shapes depict, so the relationships in the diagram are not described.',
  equation: 'Symbols OCR misreads (fraction bars, exponents, square roots) can change the math: compare the expression shown with the image.',
  photo: 'I cannot recognise objects, people, places or scenes in a photo; I can only read text in it and describe its measurable properties.',
};

export interface VisualFindings {
  question: string;
  verdict: ImageKindVerdict;
  text: OrientedText;
  terms: TermExplanation[];
  math: MathWork[];
  /** The image was scaled down to be read, from this size. */
  scaledFrom: { width: number; height: number } | null;
  size: { width: number; height: number };
}

const wordsOf = (text: string) => new Set((text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).filter((word) => !/^(what|which|this|that|the|and|does|how|why|who|image|picture|photo|mean|explain|about|with|for|are|is)$/.test(word)));

/** The lines of the image's text that share the most words with the question. */
function relevantLines(question: string, text: OrientedText): string[] {
  const asked = wordsOf(question);
  return text.lines
    .map((line) => ({ line: line.text, overlap: [...wordsOf(line.text)].filter((word) => asked.has(word)).length }))
    .filter((entry) => entry.overlap > 0)
    .sort((a, b) => b.overlap - a.overlap)
    .slice(0, 3)
    .map((entry) => entry.line);
}

const ASKS_TERMS = /\b(terms?|explain|define|definitions?|mean|meaning|vocabulary|concepts?|what (is|are))\b/i;
const ASKS_SUMMARY = /\b(summar\w*|main (points?|ideas?)|key points|what does (it|this|the \w+) say|read|transcribe|text)\b/i;
const ASKS_KIND = /\bwhat (kind|type|sort) of (image|picture)\b/i;

function answer(findings: VisualFindings): string[] {
  const items: string[] = [];
  const { question, text, terms, math, verdict } = findings;
  for (const work of math.slice(0, 2)) items.push(`${work.expression} gives ${work.result} (steps below).`);
  const asked = wordsOf(question);
  const named = terms.filter((entry) => [...wordsOf(entry.term)].some((word) => asked.has(word)));
  const explained = named.length ? named : ASKS_TERMS.test(question) ? terms : [];
  for (const term of explained.slice(0, 3)) items.push(`${term.term}: ${term.explanation}`);
  if (ASKS_KIND.test(question)) items.push(`It looks like ${KIND_NAMES[verdict.kind]} (the measurements are below).`);
  if (ASKS_SUMMARY.test(question) && text.lines.length) {
    items.push(`The image's text, in short: "${text.lines.slice(0, 4).map((line) => line.text).join(' ')}"${text.lines.length > 4 ? ' …' : ''}`);
  }
  for (const line of relevantLines(question, text)) items.push(`The image says: "${line}"`);
  if (items.length === 0 && text.lines.length) items.push(`The image's text does not mention the words of your question directly. Its main text reads: "${text.lines.slice(0, 2).map((line) => line.text).join(' ')}"`);
  if (items.length === 0) {
    items.push(`I found no text or math in this ${KIND_NAMES[verdict.kind].replace(/^an? /, '')} to answer from, so I cannot answer this question offline. ${LIMITS[verdict.kind]}`);
  }
  return items;
}

/** The analysis as sections: the answer first, then what the image is, its text, terms, math, and the limits. */
export function writeVisualAnalysis(findings: VisualFindings): AnalysisSection[] {
  const { verdict, text, terms, math } = findings;
  const sections: AnalysisSection[] = [{ heading: 'Answer to your question', items: answer(findings) }];
  const about = [`This looks like ${KIND_NAMES[verdict.kind]}: ${verdict.reasons.join('; ')}.`, `Size: ${findings.size.width} × ${findings.size.height} pixels.`];
  if (findings.scaledFrom) about.push(`It was ${findings.scaledFrom.width} × ${findings.scaledFrom.height} pixels and was scaled down to be read.`);
  if (text.rotation) about.push(`The text was sideways or upside down; it was read after turning the image ${text.rotation}° clockwise.`);
  sections.push({ heading: 'What the image is', items: about });
  if (text.lines.length) {
    const shown = text.lines.slice(0, 25).map((line) => line.text);
    if (text.lines.length > 25) shown.push(`… and ${text.lines.length - 25} more lines.`);
    sections.push({ heading: `Text in the image (OCR, ${Math.round(text.confidence)} % confidence)`, items: shown });
  }
  if (terms.length) sections.push({ heading: 'Terms explained', items: terms.map((term) => `${term.term}: ${term.explanation} (from ${term.source})`) });
  for (const work of math) sections.push({ heading: `Math: ${work.expression}`, items: [...work.steps.map((step, index) => `Step ${index + 1}: ${step}`), `Result: ${work.result}`] });
  const limits = [LIMITS[verdict.kind]];
  if (!text.lines.length) limits.push('No readable text was found in the image.');
  limits.push('This analysis comes from the offline engine (OCR and measurements), not from a vision model.');
  sections.push({ heading: 'What I cannot see', items: limits });
  return sections;
}
