import { RECAP_TYPES, TUTOR_VOICES } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { textToDocument } from '../../../extraction/extract-document.js';
import { chunksOf } from '../../../audio-recap/recap-chunks.js';
import { sizedRecapScript } from '../../../audio-recap/recap-script-sizer.js';
import { recapMaterial } from '../../../../test/support/recap-material.js';
import { RecapMaterialTooShortError } from '../../recap-script.js';
import { mp3Seconds } from '../../../audio-recap/mp3-duration.js';
import { LocalAiProvider } from '../local-ai-provider.js';
import { writeRecapScript } from './recap-script-writer.js';

const provider = new LocalAiProvider();
const documents = [textToDocument(recapMaterial(1500))];

describe('writeRecapScript', () => {
  it('writes each type to its target length from the material, podcasts in two voices', () => {
    for (const type of RECAP_TYPES) {
      const script = writeRecapScript(documents, { type, voice: 'nova', targetWords: 900 });
      expect(Math.abs(script.words - 900) / 900, type).toBeLessThan(0.05);
      expect(new Set(script.turns.map((turn) => turn.voice)).size, type).toBe(type === 'podcast' ? 2 : 1);
    }
    const lecture = writeRecapScript(documents, { type: 'lecture', voice: 'nova', targetWords: 900 });
    expect(lecture.turns[0]!.text).toMatch(/^Welcome to today's lecture on Cell Biology Review\. We will go through \d+ parts/);
    expect(lecture.turns[1]!.text).toMatch(/^Part 1: Topic 1/);
    const audiobook = writeRecapScript(documents, { type: 'audiobook', voice: 'nova', targetWords: 600 });
    const source = recapMaterial(1500).replace(/#+ [^\n]*\n/g, '').replace(/\s+/g, ' ');
    expect(source).toContain(audiobook.turns[1]!.text.replace(/^Topic 1: [^.]*\. /, '').slice(0, 400));
  });

  it('refuses a length the material cannot honestly fill, saying how much it can', () => {
    expect(() => writeRecapScript(documents, { type: 'audiobook', voice: 'nova', targetWords: 3000 })).toThrow(RecapMaterialTooShortError);
    try {
      writeRecapScript(documents, { type: 'summary', voice: 'nova', targetWords: 3000 });
    } catch (error) {
      expect((error as RecapMaterialTooShortError).availableWords).toBeLessThan(1500 * 0.75);
    }
  });

  it('sizes a spoken recap to its length within 10 % for every voice and type', { timeout: 300_000 }, async () => {
    for (const [index, voice] of TUTOR_VOICES.entries()) {
      const type = RECAP_TYPES[index % RECAP_TYPES.length]!;
      const script = await sizedRecapScript(provider, documents, { type, voice, length: 'short' });
      const spoken = await Promise.all(chunksOf(script.turns).map((chunk) => provider.speech({ text: chunk.text, voice: chunk.voice })));
      const seconds = spoken.reduce((total, mp3) => total + mp3Seconds(mp3), 0);
      expect(Math.abs(seconds - 180) / 180, `${voice} ${type}: ${seconds} s`).toBeLessThan(0.1);
    }
  });
});
