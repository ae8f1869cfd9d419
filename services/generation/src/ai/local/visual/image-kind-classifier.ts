import type { ImageKind } from '@studyforge/contracts';
import type { PixelSignals } from './image-signals.js';
import type { OrientedText } from './oriented-ocr.js';

export interface TextSignals {
  letters: number;
  words: number;
  confidence: number;
  /** Share of the text's non-space characters that are digits or math symbols. */
  mathShare: number;
  /** Lines with an equals sign or an operator between numbers or letters. */
  formulaLines: number;
  meanWordsPerLine: number;
}

export interface ImageKindVerdict {
  kind: ImageKind;
  /** The measurements that decided, in words. */
  reasons: string[];
}

export function measureText(text: OrientedText): TextSignals {
  const all = text.lines.map((line) => line.text).join('\n');
  const visible = all.replace(/\s/g, '');
  const mathChars = visible.match(/[0-9=+\-×÷*/^√∫∑π<>≤≥()]/g)?.length ?? 0;
  const words = all.match(/[\p{L}]{2,}/gu)?.length ?? 0;
  return {
    letters: text.letters,
    words,
    confidence: text.confidence,
    mathShare: visible.length ? mathChars / visible.length : 0,
    formulaLines: text.lines.filter((line) => /[=<>≤≥]|\d\s*[+\-×÷*/^]\s*[\d(a-z]|[a-z]\s*[\^²³]/i.test(line.text)).length,
    meanWordsPerLine: text.lines.length ? words / text.lines.length : 0,
  };
}

const percent = (value: number) => `${Math.round(value * 100)} %`;

/**
 * What kind of image it is, from measurable signals only: how much of it is plain background, how
 * colourful it is, its straight lines, and what OCR found (how much text, how sure, how much math).
 */
export function classifyImage(pixels: PixelSignals, text: TextSignals): ImageKindVerdict {
  const page = pixels.backgroundIsLight && pixels.backgroundShare >= 0.45 && pixels.colourfulness < 30;
  const background = `${percent(pixels.backgroundShare)} of the image is one ${pixels.backgroundIsLight ? 'light' : 'dark'} background colour`;
  const colour = `colourfulness ${Math.round(pixels.colourfulness)} (under 15 is nearly grey, over 50 a colourful photo)`;
  const reading = `OCR read ${text.words} word${text.words === 1 ? '' : 's'} with ${Math.round(text.confidence)} % confidence`;

  if (text.formulaLines >= 1 && text.mathShare >= 0.3 && text.words <= 40 && pixels.backgroundShare >= 0.4 && pixels.strongHues < 2) {
    return { kind: 'equation', reasons: [background, `${percent(text.mathShare)} of the characters read are digits or math symbols`, `${text.formulaLines} line${text.formulaLines === 1 ? '' : 's'} look like formulas`] };
  }
  if (pixels.strongHues >= 2 && pixels.backgroundShare >= 0.35 && pixels.longStraightLines >= 2 && text.mathShare >= 0.1) {
    return { kind: 'chart', reasons: [background, `${pixels.strongHues} strong colours`, `${pixels.longStraightLines} long straight lines (axes or gridlines)`, `numbers among the labels (${percent(text.mathShare)} of the characters)`] };
  }
  // Lines of running text (three or more words each, not short labels), read with confidence.
  if (page && text.confidence >= 72 && (text.words >= 15 || (text.words >= 6 && text.meanWordsPerLine >= 3))) {
    return { kind: 'printed-page', reasons: [background, colour, reading, `${text.meanWordsPerLine.toFixed(1)} words per line`] };
  }
  if (page && pixels.inkShare >= 0.005 && text.letters >= 5 && text.confidence < 72) {
    return { kind: 'handwriting', reasons: [background, `${percent(pixels.inkShare)} of the image is dark ink`, `${reading}: irregular letters are read with low confidence`] };
  }
  if (pixels.backgroundShare >= 0.35 && (pixels.longStraightLines >= 2 || pixels.distinctColours <= 24)) {
    return {
      kind: 'diagram',
      reasons: [background, `${pixels.distinctColours} distinct colours`, `${pixels.longStraightLines} long straight lines`, text.words ? `${text.words} short label words` : 'little or no text'],
    };
  }
  if (page && text.words >= 15) return { kind: 'printed-page', reasons: [background, colour, reading] };
  return { kind: 'photo', reasons: [`only ${percent(pixels.backgroundShare)} of the image is one colour`, colour, `${pixels.distinctColours} distinct colours`, `${percent(pixels.edgeShare)} of it is sharp edges`] };
}
