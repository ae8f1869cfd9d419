import type { StudyFileType } from '@studyforge/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { ocrEngine, terminateOcrEngine } from '../../../extraction/ocr-engine.js';
import { KNOWLEDGE_BASE } from '../../../knowledge/knowledge-base.js';
import { UnusableImageError } from './image-preparer.js';
import { analyzeVisualLocally } from './local-visual-analyzer.js';
import { barChartImage, handwritingLikeImage, notesImage, photoLikeImage, turnedQuarter } from './visual-fixtures.js';

const ocr = (image: Buffer) => ocrEngine.recognize(image);
const analyse = (bytes: Buffer, question: string, savedMaterial: Array<{ title: string; text: string }> = [], type: StudyFileType = 'png') =>
  analyzeVisualLocally({ image: { bytes, type, fileName: 'upload.png' }, question, savedMaterial }, ocr, KNOWLEDGE_BASE);
const section = (analysis: Awaited<ReturnType<typeof analyse>>, heading: RegExp) => analysis.sections.find((entry) => heading.test(entry.heading));

afterAll(async () => {
  await terminateOcrEngine();
});

describe('local Study Visuals engine', () => {
  it('reads a printed page, explains its terms from the student\'s own notes first, then from the knowledge base', async () => {
    const bytes = await notesImage(['Photosynthesis happens in the chloroplast.', 'Osmosis moves water across a membrane.', 'Both need energy or a gradient to work.']).encode('png');
    const analysis = await analyse(bytes, 'What is osmosis?', [{ title: 'Biology week 3', text: 'Osmosis is the movement of water through a semi-permeable membrane toward more solute.' }]);
    expect(analysis.imageKind).toBe('printed-page');
    expect(analysis.extractedText).toMatch(/osmosis moves water across a membrane/i);
    const terms = section(analysis, /Terms explained/)!.items;
    expect(terms.find((item) => item.startsWith('Osmosis'))).toMatch(/semi-permeable membrane .*your saved material "Biology week 3"/);
    expect(terms.find((item) => item.startsWith('Photosynthesis'))).toMatch(/course knowledge: Biology/);
    expect(section(analysis, /Answer to your question/)!.items.join(' ')).toMatch(/Osmosis/);
  }, 60_000);

  it('turns a sideways photo of text upright before reading it, and says so', async () => {
    const bytes = await turnedQuarter(notesImage(['Mitochondria release energy from glucose.', 'Ribosomes build proteins from amino acids.'], 40)).encode('png');
    const analysis = await analyse(bytes, 'What do ribosomes do?');
    expect(analysis.extractedText).toMatch(/ribosomes build proteins/i);
    expect(section(analysis, /What the image is/)!.items.join(' ')).toMatch(/turning the image (90|270)° clockwise/);
  }, 90_000);

  it('recognises an equation and works out the algebra with mathjs, step by step', async () => {
    const bytes = await notesImage(['2x + 3 = 11'], 72, 700).encode('png');
    const analysis = await analyse(bytes, 'Solve for x');
    expect(analysis.imageKind).toBe('equation');
    expect(analysis.math[0]).toMatchObject({ expression: expect.stringMatching(/^2x ?\+ ?3 ?= ?11$/), result: 'x = 4' });
    expect(analysis.math[0]!.steps.length).toBeGreaterThanOrEqual(4);
    expect(section(analysis, /Answer to your question/)!.items[0]).toMatch(/x = 4/);
  }, 60_000);

  it('tells a chart and a photo apart from measured signals, and says what it cannot see', async () => {
    const chart = await analyse(await barChartImage().encode('png'), 'Which year sold most?');
    expect(chart.imageKind).toBe('chart');
    expect(section(chart, /What I cannot see/)!.items[0]).toMatch(/cannot measure bar heights/);
    const photo = await analyse(await photoLikeImage().encode('jpeg', 90), 'What is in this picture?', [], 'jpeg');
    expect(photo.imageKind).toBe('photo');
    expect(section(photo, /What I cannot see/)!.items[0]).toMatch(/cannot recognise objects/);
    expect(section(photo, /What the image is/)!.items[0]).toMatch(/colourfulness \d+/);
  }, 90_000);

  it('recognises handwriting from irregular ink read with low confidence, and warns to check the transcription', async () => {
    const analysis = await analyse(await handwritingLikeImage(['the cell membrane controls', 'what enters the cell']).encode('png'), 'What does it say?');
    expect(analysis.imageKind).toBe('handwriting');
    expect(analysis.extractedText).toMatch(/cell membrane/i);
    expect(section(analysis, /What I cannot see/)!.items[0]).toMatch(/check the transcription/);
  }, 60_000);

  it('refuses an animated, truncated or oversized image with a clear message before decoding it', async () => {
    const png = await notesImage(['Text'], 30, 300).encode('png');
    const animated = Buffer.concat([png.subarray(0, 33), Buffer.from([0, 0, 0, 8, 0x61, 0x63, 0x54, 0x4c, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0]), png.subarray(33)]);
    await expect(analyse(animated, 'What is this?')).rejects.toThrow(/animated image/);
    await expect(analyse(png.subarray(0, png.length - 200), 'What is this?')).rejects.toThrow(/incomplete/);
    const huge = Buffer.from(png);
    huge.writeUInt32BE(20_000, 16);
    huge.writeUInt32BE(20_000, 20);
    await expect(analyse(huge, 'What is this?')).rejects.toThrow(/20,000 × 20,000 pixels; the limit is 50 megapixels/);
    await expect(analyse(Buffer.from('not an image at all'), 'What is this?')).rejects.toBeInstanceOf(UnusableImageError);
  });

  it('scales a very large image down to read it, and says so', async () => {
    const bytes = await notesImage(['Entropy measures disorder in a system.'], 120, 5000).encode('png');
    const analysis = await analyse(bytes, 'What is entropy?');
    expect(section(analysis, /What the image is/)!.items.join(' ')).toMatch(/was 5000 × \d+ pixels and was scaled down/);
    expect(analysis.extractedText).toMatch(/entropy measures disorder/i);
  }, 60_000);
});
