import { createCanvas } from '@napi-rs/canvas';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { STRONG_ESSAY } from '../../src/ai/local/essay/essay-fixtures.js';

/** A photo of clean notes: dark text on white. */
export async function notesPng(lines: string[]): Promise<Buffer> {
  const canvas = createCanvas(1100, 120 + lines.length * 56);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#111111';
  context.font = '36px sans-serif';
  lines.forEach((line, index) => context.fillText(line, 50, 90 + index * 56));
  return canvas.encode('png');
}

/** The same PNG with an animation control chunk (APNG) after its header. */
export function animatedPng(png: Buffer): Buffer {
  const acTL = Buffer.from([0, 0, 0, 8, 0x61, 0x63, 0x54, 0x4c, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0]);
  return Buffer.concat([png.subarray(0, 33), acTL, png.subarray(33)]);
}

/** A real DOCX of the strong argumentative essay: its title as a heading, then its paragraphs. */
export async function essayDocx(): Promise<Buffer> {
  const [title, ...paragraphs] = STRONG_ESSAY.split(/\n\s*\n/);
  const document = new Document({
    sections: [{ children: [new Paragraph({ text: title!, heading: HeadingLevel.TITLE }), ...paragraphs.map((text) => new Paragraph({ text }))] }],
  });
  return Buffer.from(await Packer.toBuffer(document));
}

export { STRONG_ESSAY, WEAK_ESSAY } from '../../src/ai/local/essay/essay-fixtures.js';
