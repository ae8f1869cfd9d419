import type { PreparedImage } from './image-preparer.js';

/** What can be measured of an image's pixels, each a number a reader can check. */
export interface PixelSignals {
  /** Share of pixels in the most common colour (the paper, the slide, the sky). */
  backgroundShare: number;
  backgroundIsLight: boolean;
  /** Hasler–Süsstrunk colourfulness: under ~15 is nearly grey, over ~50 is a colourful photo. */
  colourfulness: number;
  /** Hues (of 12) that each cover at least 1 % of the image in strong colour. */
  strongHues: number;
  /** Colours (16 levels a channel) that each cover at least 0.2 % of the image. */
  distinctColours: number;
  /** Share of pixels on a sharp light/dark edge. */
  edgeShare: number;
  /** Share of pixels much darker than the background (ink). */
  inkShare: number;
  /** Rows and columns crossed by one unbroken dark or coloured line over 40 % of the image (axes, rules, boxes). */
  longStraightLines: number;
}

const SAMPLE_SIDE = 320;

function sample(prepared: PreparedImage): { width: number; height: number; pixel: (x: number, y: number) => [number, number, number] } {
  const step = Math.max(1, Math.max(prepared.width, prepared.height) / SAMPLE_SIDE);
  const width = Math.max(1, Math.floor(prepared.width / step));
  const height = Math.max(1, Math.floor(prepared.height / step));
  return {
    width,
    height,
    pixel: (x, y) => {
      const offset = (Math.min(prepared.height - 1, Math.floor(y * step)) * prepared.width + Math.min(prepared.width - 1, Math.floor(x * step))) * 4;
      return [prepared.rgba[offset]!, prepared.rgba[offset + 1]!, prepared.rgba[offset + 2]!];
    },
  };
}

const luma = ([r, g, b]: [number, number, number]) => 0.299 * r + 0.587 * g + 0.114 * b;

function hueBucket([r, g, b]: [number, number, number]): number | null {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max < 80 || (max - min) / max < 0.45) return null;
  let hue: number;
  if (max === r) hue = ((g - b) / (max - min) + 6) % 6;
  else if (max === g) hue = (b - r) / (max - min) + 2;
  else hue = (r - g) / (max - min) + 4;
  return Math.floor(hue * 2) % 12;
}

export function measurePixels(prepared: PreparedImage): PixelSignals {
  const { width, height, pixel } = sample(prepared);
  const total = width * height;
  const colours = new Map<number, number>();
  const hues = new Array<number>(12).fill(0);
  const lumas = new Float32Array(total);
  let sumRg = 0, sumYb = 0, sumRg2 = 0, sumYb2 = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const rgb = pixel(x, y);
      const key = ((rgb[0] >> 4) << 8) | ((rgb[1] >> 4) << 4) | (rgb[2] >> 4);
      colours.set(key, (colours.get(key) ?? 0) + 1);
      const hue = hueBucket(rgb);
      if (hue !== null) hues[hue]!++;
      lumas[y * width + x] = luma(rgb);
      const rg = rgb[0] - rgb[1];
      const yb = 0.5 * (rgb[0] + rgb[1]) - rgb[2];
      sumRg += rg; sumYb += yb; sumRg2 += rg * rg; sumYb2 += yb * yb;
    }
  }
  const [backgroundKey, backgroundCount] = [...colours.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  const backgroundLuma = luma([((backgroundKey >> 8) & 15) * 16 + 8, ((backgroundKey >> 4) & 15) * 16 + 8, (backgroundKey & 15) * 16 + 8]);
  const meanRg = sumRg / total, meanYb = sumYb / total;
  const colourfulness = Math.sqrt(Math.max(0, sumRg2 / total - meanRg ** 2) + Math.max(0, sumYb2 / total - meanYb ** 2)) + 0.3 * Math.sqrt(meanRg ** 2 + meanYb ** 2);

  let edges = 0;
  let ink = 0;
  const marked = new Uint8Array(total);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const here = lumas[y * width + x]!;
      if (Math.abs(here - backgroundLuma) > 60) {
        ink += here < backgroundLuma ? 1 : 0;
        marked[y * width + x] = 1;
      }
      if (x + 1 < width && y + 1 < height && Math.abs(here - lumas[y * width + x + 1]!) + Math.abs(here - lumas[(y + 1) * width + x]!) > 80) edges++;
    }
  }
  return {
    backgroundShare: backgroundCount / total,
    backgroundIsLight: backgroundLuma > 170,
    colourfulness,
    strongHues: hues.filter((count) => count / total >= 0.01).length,
    distinctColours: [...colours.values()].filter((count) => count / total >= 0.002).length,
    edgeShare: edges / total,
    inkShare: ink / total,
    longStraightLines: straightLines(marked, width, height),
  };
}

function longestRun(length: number, at: (index: number) => number): number {
  let best = 0;
  let run = 0;
  for (let index = 0; index < length; index++) {
    run = at(index) ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

function straightLines(marked: Uint8Array, width: number, height: number): number {
  let lines = 0;
  for (let y = 0; y < height; y++) if (longestRun(width, (x) => marked[y * width + x]!) >= 0.4 * width) lines++;
  for (let x = 0; x < width; x++) if (longestRun(height, (y) => marked[y * width + x]!) >= 0.4 * height) lines++;
  return lines;
}
