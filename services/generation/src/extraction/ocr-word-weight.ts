import { mapOcrLines, ocrLinesOf, type OcrBox, type OcrLine, type OcrPage, type OcrWord } from './ocr-lines.js';

/**
 * Tesseract's LSTM engine reports no font attributes, so bold and italic words are found in the image
 * itself: a word's stroke width against the median of the words printed at the same height on the page
 * (bold), and the shear that sets its strokes upright (italic).
 */

/**
 * A word whose strokes are this much wider than the median of its size is bold. Measured on pages printed
 * in Times and Helvetica at about 180 dpi: bold words 1.45–1.8, regular words up to 1.32 (a capital or two).
 */
const BOLD_RATIO = 1.42;
/** Words of one or two characters carry little ink: on their own they need more; between two bold words they join them. */
const SHORT_BOLD_RATIO = 1.6;
const SHORT_JOIN_RATIO = 1.2;
/**
 * A word is italic when a shear in this range sets its strokes upright, making them this much sharper than
 * unsheared. Measured: italic words (Times on printed pages, Liberation and DejaVu serif and sans, 22–40 px)
 * are sharpest at 0.07–0.28 and gain 1.08–1.47 (but "vivo", all diagonals, 1.00–1.07); roman words are
 * sharpest unsheared or gain at most 1.02, and the diagonals of a capital standing alone ("A", "AVA", "We")
 * are sharpest at the steepest shear tried, which is no italic's.
 */
const ITALIC_SHEARS = { min: 0.07, max: 0.28 };
/** The step between the shears tried (SHEARS). */
const SHEAR_STEP = 0.07;
/** More italic words than this share of a page's words: the page leans as a whole, or is all italics. */
const MAX_ITALIC_SHARE = 0.2;
const ITALIC_GAIN = 1.06;
/** A word of one or two letters that leans is italic beside an italic word, or alone when it leans this clearly. */
const SHORT_ITALIC_GAIN = 1.25;
/** Fewer dark runs than this (a dot, a dash, one thin letter) is too little ink to weigh. */
const MIN_RUNS = 8;
/** Ink below this is background between strokes. */
const RUN_EDGE = 0.1;
/** Words of the same size: line heights within this factor of each other. */
const SAME_SIZE = 1.2;
/** The median of a size needs this many weighed words; fewer, and the page's own median of every size is used. */
const MIN_PEERS = 6;
/** Lines with less contrast than this (0–255) are too faint to weigh. */
const MIN_CONTRAST = 60;
/** Images beyond this are not weighed (the canvas would need hundreds of megabytes); their words stay unmarked. */
const MAX_PIXELS = 40_000_000;

interface Raster {
  width: number;
  height: number;
  /** Ink per pixel, 0 (background) to 1 (full ink), row by row. */
  ink: Float32Array;
}

interface WeighedWord {
  line: number;
  word: number;
  /** Stroke width divided by the line's height. */
  weight: number;
  height: number;
  /** The shear that sets the word's strokes upright, and how much sharper they are for it than unsheared. */
  shear: number;
  gain: number;
}

/** Shears tried for the slant: upright, then leaning right by up to about 19 degrees. */
const SHEARS = [0, 0.07, 0.14, 0.21, 0.28, 0.35];

/**
 * The shear that makes the word's strokes most vertical: rows shifted left in proportion to their height
 * above the box's bottom, the ink projected onto columns, the sharpest projection (sum of squares) wins.
 * An upright face is sharpest unsheared; an italic one near its slant (about 0.2).
 */
function slant(raster: Raster, box: OcrBox): { shear: number; gain: number } {
  const x0 = Math.max(0, Math.floor(box.x0));
  const x1 = Math.min(raster.width, Math.ceil(box.x1));
  const y0 = Math.max(0, Math.floor(box.y0));
  const y1 = Math.min(raster.height, Math.ceil(box.y1));
  const height = y1 - y0;
  const scores = SHEARS.map((shear) => {
    const offset = Math.ceil(shear * height);
    const columns = new Float32Array(x1 - x0 + offset + 1);
    for (let y = y0; y < y1; y++) {
      const shift = offset - Math.round(shear * (y1 - 1 - y));
      const row = y * raster.width;
      for (let x = x0; x < x1; x++) columns[x - x0 + shift]! += raster.ink[row + x]!;
    }
    let sum = 0;
    for (const value of columns) sum += value * value;
    return sum;
  });
  let best = 0;
  scores.forEach((score, index) => {
    if (score > scores[best]!) best = index;
  });
  return { shear: SHEARS[best]!, gain: scores[0]! > 0 ? scores[best]! / scores[0]! : 1 };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Luminance of RGBA pixels (drawn over white), turned into ink against the region's background: dark on light or light on dark. */
function toInk(rgba: Uint8ClampedArray, width: number, height: number): Raster | null {
  const count = width * height;
  const luminance = new Uint8Array(count);
  const histogram = new Uint32Array(256);
  for (let index = 0; index < count; index++) {
    const offset = index * 4;
    const value = Math.round(0.299 * rgba[offset]! + 0.587 * rgba[offset + 1]! + 0.114 * rgba[offset + 2]!);
    luminance[index] = value;
    histogram[value]!++;
  }
  const percentile = (fraction: number) => {
    const target = count * fraction;
    let seen = 0;
    for (let value = 0; value < 256; value++) {
      seen += histogram[value]!;
      if (seen > target) return value;
    }
    return 255;
  };
  // Most of a line's box is background; its ink is at the far end.
  const background = percentile(0.5);
  const inverted = background < 128;
  const inkLevel = inverted ? percentile(0.97) : percentile(0.03);
  const contrast = Math.abs(background - inkLevel);
  if (contrast < MIN_CONTRAST) return null;
  const ink = new Float32Array(count);
  for (let index = 0; index < count; index++) {
    const value = (inverted ? luminance[index]! - background : background - luminance[index]!) / contrast;
    ink[index] = value <= 0 ? 0 : value >= 1 ? 1 : value;
  }
  return { width, height, ink };
}

/**
 * The median width of the dark runs rows cross inside a box: the stroke width, in pixels (a run's width is
 * its ink, so anti-aliased edges count in fractions of a pixel; the median ignores bars and serifs run along).
 * Null with too few runs to say.
 */
function strokeWidth(raster: Raster, box: OcrBox): number | null {
  const x0 = Math.max(0, Math.floor(box.x0));
  const x1 = Math.min(raster.width, Math.ceil(box.x1));
  const y0 = Math.max(0, Math.floor(box.y0));
  const y1 = Math.min(raster.height, Math.ceil(box.y1));
  const widths: number[] = [];
  for (let y = y0; y < y1; y++) {
    const row = y * raster.width;
    let run = 0;
    let peak = 0;
    for (let x = x0; x <= x1; x++) {
      const value = x < x1 ? raster.ink[row + x]! : 0;
      if (value > RUN_EDGE) {
        run += value;
        peak = Math.max(peak, value);
      } else if (run > 0) {
        if (peak >= 0.5) widths.push(run);
        run = 0;
        peak = 0;
      }
    }
  }
  return widths.length >= MIN_RUNS ? median(widths) : null;
}

interface DecodedImage {
  width: number;
  height: number;
  /** RGBA pixels of a region, drawn over white. */
  region(box: OcrBox): { rgba: Uint8ClampedArray; width: number; height: number } | null;
}

async function decode(image: Buffer): Promise<DecodedImage | null> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const picture = await loadImage(image);
  const { width, height } = picture;
  if (!width || !height || width * height > MAX_PIXELS) return null;
  return {
    width,
    height,
    region(box) {
      const left = Math.max(0, Math.floor(box.x0));
      const top = Math.max(0, Math.floor(box.y0));
      const regionWidth = Math.min(width, Math.ceil(box.x1)) - left;
      const regionHeight = Math.min(height, Math.ceil(box.y1)) - top;
      if (regionWidth < 2 || regionHeight < 2) return null;
      const canvas = createCanvas(regionWidth, regionHeight);
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, regionWidth, regionHeight);
      context.drawImage(picture, left, top, regionWidth, regionHeight, 0, 0, regionWidth, regionHeight);
      return { rgba: context.getImageData(0, 0, regionWidth, regionHeight).data, width: regionWidth, height: regionHeight };
    },
  };
}

const lineHeight = (line: OcrLine) => line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0;

/** Every word's stroke width relative to its line's height, where the image lets it be measured. */
function weighWords(lines: OcrLine[], image: DecodedImage): WeighedWord[] {
  const weighed: WeighedWord[] = [];
  lines.forEach((line, lineIndex) => {
    const words = line.words ?? [];
    const height = lineHeight(line);
    if (!words.length || height <= 0) return;
    const region = image.region(line.bbox);
    if (!region) return;
    const raster = toInk(region.rgba, region.width, region.height);
    if (!raster) return;
    const left = Math.max(0, Math.floor(line.bbox.x0));
    const top = Math.max(0, Math.floor(line.bbox.y0));
    words.forEach((word, wordIndex) => {
      if (!/[\p{L}\p{N}]/u.test(word.text)) return;
      const box = { x0: word.bbox.x0 - left, x1: word.bbox.x1 - left, y0: word.bbox.y0 - top, y1: word.bbox.y1 - top };
      const stroke = strokeWidth(raster, box);
      if (stroke !== null) weighed.push({ line: lineIndex, word: wordIndex, weight: stroke / height, height, ...slant(raster, box) });
    });
  });
  return weighed;
}

/** The typical weight of words of this height: the median of the page's words of about the same height. */
function referenceWeight(height: number, weighed: readonly WeighedWord[], pageMedian: number): number {
  const peers = weighed.filter((entry) => entry.height <= height * SAME_SIZE && entry.height * SAME_SIZE >= height);
  return peers.length >= MIN_PEERS ? median(peers.map((entry) => entry.weight)) : pageMedian;
}

const isShort = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').length <= 2;

interface Measure {
  /** Stroke width against the median of the word's size. */
  ratio: number;
  shear: number;
  gain: number;
}

/**
 * Whether a measured (or unmeasurable) word is marked on its own (strong), or joins marked words beside it:
 * between two of them ('both'), or next to one ('either').
 */
interface Test {
  mark(word: OcrWord, measure: Measure | undefined): { strong: boolean; mayJoin: boolean };
  joins: 'both' | 'either';
}

/** A short word that is not clearly bold joins only bold words on both sides (the "of" in a bold "law of demand"). */
const boldTest: Test = {
  mark: (word, measure) => ({
    strong: measure !== undefined && measure.ratio >= (isShort(word.text) ? SHORT_BOLD_RATIO : BOLD_RATIO),
    mayJoin: isShort(word.text) && (measure === undefined || measure.ratio >= SHORT_JOIN_RATIO),
  }),
  joins: 'both',
};

/**
 * A word leans when its own shear is in the italic range and a step beyond the page's usual shear (a photo
 * taken at a slant leans every word a little; its italic words lean further).
 */
const leans = (measure: Measure | undefined, gain: number, pageShear: number) =>
  measure !== undefined &&
  measure.shear >= Math.max(ITALIC_SHEARS.min, pageShear + SHEAR_STEP) &&
  measure.shear <= ITALIC_SHEARS.max &&
  measure.gain >= gain;

/** A short word that leans joins an italic word beside it (the "de" of "de jure"). */
const italicTest = (pageShear: number): Test => ({
  mark: (word, measure) => ({
    strong: leans(measure, isShort(word.text) ? SHORT_ITALIC_GAIN : ITALIC_GAIN, pageShear),
    mayJoin: isShort(word.text) && leans(measure, ITALIC_GAIN, pageShear),
  }),
  joins: 'either',
});

/**
 * Italic words of the page: none when more than MAX_ITALIC_SHARE of its words lean (a page set in italics,
 * or photographed so slanted that its roman words lean too, has no italic runs to tell apart).
 */
function italicWords(lines: readonly OcrLine[], measures: ReadonlyMap<string, Measure>): Set<string> {
  const pageShear = median([...measures.values()].map((measure) => measure.shear));
  const italic = markedWords(lines, measures, italicTest(pageShear));
  return italic.size > measures.size * MAX_ITALIC_SHARE ? new Set() : italic;
}

/** The words a test marks (keys "line:word"). */
function markedWords(lines: readonly OcrLine[], measures: ReadonlyMap<string, Measure>, test: Test): Set<string> {
  const marked = new Set<string>();
  lines.forEach((line, lineIndex) => {
    const words = line.words ?? [];
    const results = words.map((word, index) => test.mark(word, measures.get(`${lineIndex}:${index}`)));
    results.forEach((result, index) => {
      const before = results[index - 1]?.strong === true;
      const after = results[index + 1]?.strong === true;
      const beside = test.joins === 'both' ? before && after : before || after;
      if (result.strong || (result.mayJoin && beside)) marked.add(`${lineIndex}:${index}`);
    });
  });
  return marked;
}

/**
 * The page with `bold` set on words printed clearly heavier than the page's words of their size, and `italic`
 * on words whose strokes lean. Never throws: an image that cannot be decoded or weighed leaves the page unmarked.
 */
export async function markEmphasisedWords(read: OcrPage, image: Buffer): Promise<OcrPage> {
  const page = withDashPartsApart(read);
  try {
    const lines = ocrLinesOf(page);
    if (!lines.some((line) => line.words?.length)) return page;
    const decoded = await decode(image);
    if (!decoded) return page;
    const weighed = weighWords(lines, decoded);
    if (weighed.length < MIN_PEERS) return page;
    const pageMedian = median(weighed.map((entry) => entry.weight));
    const measures = new Map<string, Measure>();
    for (const entry of weighed) {
      const ratio = entry.weight / referenceWeight(entry.height, weighed, pageMedian);
      measures.set(`${entry.line}:${entry.word}`, { ratio, shear: entry.shear, gain: entry.gain });
    }
    const bold = markedWords(lines, measures, boldTest);
    const italic = italicWords(lines, measures);
    return mapOcrLines(page, (line, index) =>
      line.words
        ? {
            ...line,
            words: line.words.map((word, wordIndex) => {
              const key = `${index}:${wordIndex}`;
              return bold.has(key) || italic.has(key) ? { ...word, ...(bold.has(key) ? { bold: true } : {}), ...(italic.has(key) ? { italic: true } : {}) } : word;
            }),
          }
        : line,
    );
  } catch {
    return page;
  }
}

/** A dash inside a word, with the letter or digit on each side: "power—influence", "1990–2000" (not a hyphen: "self-concept" is one word). */
const INNER_DASH = /(?<=[\p{L}\p{N}][—–])(?=[\p{L}\p{N}])/u;

/**
 * Tesseract reads "power—influence" as one word, so a bold term printed against the regular word after it would be
 * weighed with it as one. Each part becomes a word of its own (the dash kept with the part before it), its box the
 * share of the word's width its characters take, and marked as joined to the part before it.
 */
function withDashPartsApart(page: OcrPage): OcrPage {
  if (!ocrLinesOf(page).some((line) => line.words?.some((word) => INNER_DASH.test(word.text)))) return page;
  const apart = (word: OcrWord): OcrWord[] => {
    const parts = word.text.split(INNER_DASH);
    if (parts.length === 1) return [word];
    const { x0, x1 } = word.bbox;
    const perCharacter = (x1 - x0) / word.text.length;
    let at = 0;
    return parts.map((text, index) => {
      const part = { ...word, text, bbox: { ...word.bbox, x0: x0 + at * perCharacter, x1: x0 + (at + text.length) * perCharacter }, ...(index > 0 ? { joined: true } : {}) };
      at += text.length;
      return part;
    });
  };
  return mapOcrLines(page, (line) => (line.words ? { ...line, words: line.words.flatMap(apart) } : line));
}

/** For the measurements behind the thresholds above (and specs): every weighed word's weight against its size's median. */
export async function wordWeightRatios(page: OcrPage, image: Buffer): Promise<{ text: string; ratio: number; shear: number; gain: number }[]> {
  const lines = ocrLinesOf(page);
  const decoded = await decode(image);
  if (!decoded) return [];
  const weighed = weighWords(lines, decoded);
  const pageMedian = median(weighed.map((entry) => entry.weight));
  return weighed.map((entry) => ({
    text: lines[entry.line]!.words![entry.word]!.text,
    ratio: entry.weight / referenceWeight(entry.height, weighed, pageMedian),
    shear: entry.shear,
    gain: entry.gain,
  }));
}
