import { describe, expect, it } from 'vitest';
import { SpeechInputError } from '../local-engine-errors.js';
import { LocalAiProvider } from '../local-ai-provider.js';
import { chunkForSpeech } from './speech-chunker.js';

const provider = new LocalAiProvider();
const SENTENCE = 'The mitochondrion is a double-membrane organelle that produces most of the cell’s ATP.';

/** An MP3 stream starts with an ID3 tag or an MPEG audio frame header (sync bits, layer III). */
function looksLikeMp3(audio: Buffer): boolean {
  if (audio.subarray(0, 3).toString('latin1') === 'ID3') return true;
  return audio[0] === 0xff && (audio[1] === 0xfb || audio[1] === 0xf3 || audio[1] === 0xf2);
}

/** Counts MPEG frames by walking frame headers (MPEG-2 layer III at 22.05 kHz, as encoded here). */
function frameCount(audio: Buffer): number {
  let frames = 0;
  let offset = 0;
  while (offset + 4 <= audio.length && audio[offset] === 0xff && (audio[offset + 1]! & 0xe0) === 0xe0) {
    const bitrateIndex = audio[offset + 2]! >> 4;
    const padding = (audio[offset + 2]! >> 1) & 1;
    const kbps = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160][bitrateIndex]!;
    const length = Math.floor((72_000 * kbps) / 22_050) + padding;
    if (length <= 4) break;
    frames += 1;
    offset += length;
  }
  return frames;
}

describe('LocalAiProvider speech', () => {
  it('returns a valid MP3 whose length grows with the text', { timeout: 60_000 }, async () => {
    const short = await provider.speech({ text: SENTENCE });
    const long = await provider.speech({ text: Array(4).fill(SENTENCE).join(' ') });
    expect(looksLikeMp3(short)).toBe(true);
    expect(looksLikeMp3(long)).toBe(true);
    expect(short.length).toBeGreaterThan(5_000);
    expect(long.length).toBeGreaterThan(3 * short.length);
    expect(frameCount(long)).toBeGreaterThan(3 * frameCount(short));
    expect(frameCount(short) * 1152 / 22_050).toBeGreaterThan(2);
  });

  it('reads markdown without speaking or choking on its syntax', { timeout: 60_000 }, async () => {
    const plain = await provider.speech({ text: 'Cells. Mitochondria make ATP.' });
    const marked = await provider.speech({ text: '# Cells\n\n- **Mitochondria** make [ATP](https://example.com/atp).\n' });
    expect(looksLikeMp3(marked)).toBe(true);
    expect(Math.abs(marked.length - plain.length)).toBeLessThan(plain.length * 0.15);
  });

  // eSpeak mixes pseudo-random breath noise into each call, so voices are compared by duration.
  it('sounds different for different voices and falls back to the default for unknown ones', { timeout: 60_000 }, async () => {
    const nova = frameCount(await provider.speech({ text: SENTENCE, voice: 'nova' }));
    const onyx = frameCount(await provider.speech({ text: SENTENCE, voice: 'onyx' }));
    const fable = frameCount(await provider.speech({ text: SENTENCE, voice: 'Fable' }));
    const unknown = frameCount(await provider.speech({ text: SENTENCE, voice: 'robot' }));
    expect(new Set([nova, onyx, fable]).size).toBe(3);
    expect(onyx).toBeGreaterThan(nova);
    expect(unknown).toBe(nova);
  });

  it('rejects text with nothing to say', async () => {
    await expect(provider.speech({ text: '### ***\n\n---' })).rejects.toBeInstanceOf(SpeechInputError);
  });
});

describe('chunkForSpeech', () => {
  it('splits long text at sentence boundaries into bounded chunks that keep every word', () => {
    const text = Array.from({ length: 40 }, (_, i) => `Sentence number ${i + 1} explains one more idea about cells.`).join(' ');
    const chunks = chunkForSpeech(text, 200);
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(200);
      expect(chunk).toMatch(/^Sentence number \d+ .*cells\.$/u);
    }
    expect(chunks.join(' ')).toBe(text);
  });

  it('never starts a chunk with a dash, which the synthesizer would read as an option', () => {
    expect(chunkForSpeech('- item. -5 degrees is cold.')).toEqual(['item. -5 degrees is cold.']);
  });
});
