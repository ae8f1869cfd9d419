import { visualAnalysisSchema, type VisualAnalysis } from '@studyforge/contracts';
import type { RecognizeImage } from '../../../extraction/ocr-engine.js';
import type { CourseKnowledge } from '../../../knowledge/course-knowledge.js';
import type { VisualInput } from '../../ai-provider.js';
import { classifyImage, measureText } from './image-kind-classifier.js';
import { prepareImage } from './image-preparer.js';
import { measurePixels } from './image-signals.js';
import { findMath } from './math-solver.js';
import { readOrientedText } from './oriented-ocr.js';
import { explainTerms } from './term-explainer.js';
import { writeVisualAnalysis } from './visual-analysis-writer.js';

/**
 * Study Visuals offline: the image's text by OCR (turned upright first when needed), what kind of image
 * it is from measurable signals, its terms explained from the student's material and the knowledge
 * base, its arithmetic and algebra worked out by mathjs, and an honest note of what it cannot see.
 */
export async function analyzeVisualLocally(input: VisualInput, ocr: RecognizeImage, knowledge: readonly CourseKnowledge[]): Promise<VisualAnalysis> {
  const prepared = await prepareImage(input.image.bytes, input.image.type, input.image.fileName);
  const text = await readOrientedText(prepared, ocr);
  const verdict = classifyImage(measurePixels(prepared), measureText(text));
  const extractedText = text.lines.map((line) => line.text).join('\n');
  const terms = explainTerms(`${extractedText}\n${input.question}`, input.savedMaterial, knowledge);
  const math = findMath(text.lines.map((line) => line.text), input.question);
  const sections = writeVisualAnalysis({
    question: input.question,
    verdict,
    text,
    terms,
    math,
    scaledFrom: prepared.originalSize,
    size: { width: prepared.originalSize?.width ?? prepared.width, height: prepared.originalSize?.height ?? prepared.height },
  });
  return visualAnalysisSchema.parse({ imageKind: verdict.kind, extractedText, sections, math });
}
