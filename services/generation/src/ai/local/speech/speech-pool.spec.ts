import { TUTOR_VOICES } from '@studyforge/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { findEspeakNg } from './espeak-ng-engine.js';
import { findLame } from './mp3-encoder.js';
import { mp3Seconds } from '../../../audio-recap/mp3-duration.js';
import { SpeechPool } from './speech-pool.js';
import { textToMp3 } from './speech-synthesizer.js';
import { voiceProfile } from './voice-profiles.js';

const SENTENCE = 'The mitochondrion is a double-membrane organelle that produces most of the cell’s ATP, and its inner membrane folds into cristae.';
const READ_ALOUD = Array.from({ length: 40 }, (_, i) => `${i + 1}. ${SENTENCE}`).join(' ').slice(0, 4000);
const espeakNg = findEspeakNg();
const lame = findLame();
const pools: SpeechPool[] = [];
const pool = (engine: SpeechPool['engine'], size?: number) => {
  const created = new SpeechPool(engine, size);
  pools.push(created);
  return created;
};

afterAll(async () => {
  await Promise.all(pools.map((created) => created.close()));
});

/** The longest the event loop went without running a timer while `work` ran. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let worst = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return worst;
}

describe('speech threads', () => {
  it('reads 4,000 characters aloud without stalling the event loop', { timeout: 120_000 }, async () => {
    for (const engine of [espeakNg ? { kind: 'espeak-ng' as const, binary: espeakNg, lame } : null, { kind: 'mespeak' as const, lame: null }]) {
      if (!engine) continue;
      const threads = pool(engine, 2);
      let seconds = 0;
      const started = performance.now();
      const stall = await longestStall(async () => {
        seconds = (await textToMp3(READ_ALOUD, 'nova', threads)).seconds;
      });
      const elapsed = performance.now() - started;
      expect(seconds, engine.kind).toBeGreaterThan(150);
      // On the event loop the whole synthesis was one stall; now the loop only waits for its turn on a busy CPU.
      expect(stall, `${engine.kind}: ${stall} ms of ${elapsed} ms`).toBeLessThan(Math.min(500, elapsed / 4));
    }
  });

  it('speaks with espeak-ng when the system package is there and with meSpeak when it is not', { timeout: 60_000 }, async () => {
    expect(findEspeakNg({ PATH: '/nonexistent' })).toBeNull();
    expect(findEspeakNg({ ESPEAK_NG_PATH: 'none', PATH: process.env.PATH })).toBeNull();
    const fallback = await pool({ kind: 'mespeak' }, 1).speak(SENTENCE, voiceProfile('nova'));
    expect(fallback.seconds).toBeGreaterThan(4);
    if (espeakNg) {
      const system = await pool({ kind: 'espeak-ng', binary: espeakNg }, 1).speak(SENTENCE, voiceProfile('nova'));
      expect(system.seconds).toBeGreaterThan(4);
      expect(system.mp3[0]).toBe(0xff);
    }
  });

  it('encodes with the native lame when it is installed and with lamejs when not, to the same length', { timeout: 60_000 }, async () => {
    expect(findLame({ PATH: '/nonexistent' })).toBeNull();
    const synthesizer = espeakNg ? { kind: 'espeak-ng' as const, binary: espeakNg } : { kind: 'mespeak' as const };
    const javascript = await pool({ ...synthesizer, lame: null }, 1).speak(SENTENCE, voiceProfile('alloy'));
    expect(mp3Seconds(javascript.mp3)).toBeCloseTo(javascript.seconds, 0);
    if (lame) {
      const native = await pool({ ...synthesizer, lame }, 1).speak(SENTENCE, voiceProfile('alloy'));
      expect(native.mp3.subarray(0, 3).toString('latin1')).not.toBe('ID3');
      expect(Math.abs(mp3Seconds(native.mp3) - mp3Seconds(javascript.mp3))).toBeLessThan(0.2);
    }
  });

  it('gives each of the six voices its own sound', { timeout: 60_000 }, async () => {
    const threads = pool(espeakNg ? { kind: 'espeak-ng', binary: espeakNg } : { kind: 'mespeak' }, 2);
    const profiles = TUTOR_VOICES.map((voice) => voiceProfile(voice));
    expect(new Set(profiles.map((profile) => `${profile.espeakVoice}/${profile.pitch}/${profile.speed}`)).size).toBe(6);
    const spoken = await Promise.all(profiles.map((profile) => threads.speak(SENTENCE, profile)));
    expect(new Set(spoken.map((chunk) => chunk.mp3.toString('base64'))).size).toBe(6);
    expect(new Set(spoken.map((chunk) => chunk.seconds.toFixed(2))).size).toBeGreaterThanOrEqual(5);
  });

  it('fails a chunk with a clear error when the synthesizer cannot run, and keeps serving', { timeout: 60_000 }, async () => {
    const broken = pool({ kind: 'espeak-ng', binary: '/nonexistent/espeak-ng' }, 1);
    await expect(broken.speak(SENTENCE, voiceProfile('echo'))).rejects.toThrow(/espeak-ng could not run/);
    await expect(broken.speak(SENTENCE, voiceProfile('echo'))).rejects.toThrow(/espeak-ng could not run/);
  });
});
