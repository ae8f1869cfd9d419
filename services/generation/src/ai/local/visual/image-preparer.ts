import type { StudyFileType } from '@studyforge/contracts';
import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import { EXTRACTION_LIMITS, limitMessages } from '../../../extraction/extraction-limits.js';
import { readImageHeader } from '../../../extraction/image-header-reader.js';
import { ProviderError } from '../../ai-provider.js';

/** The image cannot be analysed as it is (too many pixels, animated, cut short, not an image): not worth retrying. */
export class UnusableImageError extends ProviderError {
  constructor(message: string) {
    super(message, false);
    this.name = 'UnusableImageError';
  }
}

/** The longest side the engine reads at; larger images are scaled down first (and the analysis says so). */
export const MAX_READ_SIDE = 2400;

export interface PreparedImage {
  width: number;
  height: number;
  /** Its size as uploaded, when it was scaled down to read. */
  originalSize: { width: number; height: number } | null;
  rgba: Uint8ClampedArray;
  /** PNG of the (scaled) image, for OCR. */
  png: Buffer;
  image: Image;
}

/**
 * Checks the image from its header before decoding a pixel (pixel count, animation, truncation), then
 * decodes it and scales it down to at most MAX_READ_SIDE pixels on its longest side.
 */
export async function prepareImage(bytes: Buffer, type: StudyFileType, fileName: string): Promise<PreparedImage> {
  const header = readImageHeader(bytes, type);
  if (!header || header.width === 0 || header.height === 0) throw new UnusableImageError(`"${fileName}" could not be read as an image. It may be damaged.`);
  if (header.width * header.height > EXTRACTION_LIMITS.maxImagePixels) {
    throw new UnusableImageError(limitMessages.imageTooLarge(fileName, header.width, header.height));
  }
  if (header.truncated) throw new UnusableImageError(limitMessages.incompleteImage(fileName));
  if (header.animated) throw new UnusableImageError(`"${fileName}" is an animated image: upload a still picture (a screenshot of the frame you mean).`);
  let image: Image;
  try {
    image = await loadImage(bytes);
  } catch {
    throw new UnusableImageError(`"${fileName}" could not be decoded. It may be damaged; try saving it again as PNG or JPEG.`);
  }
  const scale = Math.min(1, MAX_READ_SIDE / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return {
    width,
    height,
    originalSize: scale < 1 ? { width: image.width, height: image.height } : null,
    rgba: context.getImageData(0, 0, width, height).data,
    png: await canvas.encode('png'),
    image,
  };
}

/** The prepared image turned by a quarter, half or three-quarter turn clockwise, as PNG. */
export async function rotatedPng(prepared: PreparedImage, degrees: 90 | 180 | 270): Promise<Buffer> {
  const sideways = degrees !== 180;
  const canvas = createCanvas(sideways ? prepared.height : prepared.width, sideways ? prepared.width : prepared.height);
  const context = canvas.getContext('2d');
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((degrees * Math.PI) / 180);
  context.drawImage(prepared.image, -prepared.width / 2, -prepared.height / 2, prepared.width, prepared.height);
  return canvas.encode('png');
}

/** The prepared image at another scale, as PNG (very large lettering reads better smaller). */
export async function scaledPng(prepared: PreparedImage, factor: number): Promise<Buffer> {
  const canvas = createCanvas(Math.max(1, Math.round(prepared.width * factor)), Math.max(1, Math.round(prepared.height * factor)));
  canvas.getContext('2d').drawImage(prepared.image, 0, 0, canvas.width, canvas.height);
  return canvas.encode('png');
}
