import { createCanvas } from '@napi-rs/canvas';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readImageHeader } from './image-header-reader.js';

function picture(width: number, height: number) {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#336699';
  context.fillRect(0, 0, width, height);
  return canvas;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

describe('readImageHeader', () => {
  it('reads the size of real PNG, JPEG and WebP files without decoding them', async () => {
    const canvas = picture(321, 123);
    const expected = { width: 321, height: 123, animated: false, truncated: false };
    expect(readImageHeader(canvas.toBuffer('image/png'), 'png')).toEqual(expected);
    expect(readImageHeader(canvas.toBuffer('image/jpeg'), 'jpeg')).toEqual(expected);
    expect(readImageHeader(await canvas.encode('webp'), 'webp')).toEqual(expected);
  });

  it('sees an animated PNG by its animation chunk, and an animated WebP by its flag', () => {
    const png = picture(10, 10).toBuffer('image/png');
    const header = png.subarray(0, 33);
    const animatedPng = Buffer.concat([header, pngChunk('acTL', Buffer.alloc(8)), png.subarray(33)]);
    expect(readImageHeader(animatedPng, 'png')).toMatchObject({ animated: true, truncated: false });

    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'latin1');
    webp.writeUInt32LE(22, 4);
    webp.write('WEBPVP8X', 8, 'latin1');
    webp.writeUInt32LE(10, 16);
    webp[20] = 0x02;
    webp.writeUIntLE(639, 24, 3);
    webp.writeUIntLE(479, 27, 3);
    expect(readImageHeader(webp, 'webp')).toEqual({ width: 640, height: 480, animated: true, truncated: false });
  });

  it('sees a PNG cut before its end chunk as truncated, and bytes that are no image as nothing', () => {
    const png = picture(50, 50).toBuffer('image/png');
    expect(readImageHeader(png.subarray(0, png.length - 20), 'png')).toMatchObject({ width: 50, truncated: true });
    expect(readImageHeader(Buffer.from('not an image at all, just some text'), 'png')).toBeNull();
    expect(readImageHeader(Buffer.from('not an image at all, just some text'), 'jpeg')).toBeNull();
  });
});
