import { TUTOR_VOICES } from '@studyforge/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { findEspeakNg } from './espeak-ng-engine.js';
import { SpeechPool } from './speech-pool.js';
import { textToMp3 } from './speech-synthesizer.js';
import { voiceProfile } from './voice-profiles.js';

const SENTENCE = 'The mitochondrion is a double-membrane organelle that produces most of the cell’s ATP, and its inner membrane folds into cristae.';
const READ_ALOUD = Array.from({ length: 40 }, (_, i) => `${i + 1}. ${SENTENCE}`).join(' ').slice(0, 4000);
const espeakNg = findEspeakNg();
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
    for (const engine of [espeakNg ? { kind: 'espeak-ng' as const, binary: espeakNg } : null, { kind: 'mespeak' as const }]) {
      if (!engine) continue;
      const threads = pool(engine, 2);
      let seconds = 0;
      const stall = await longestStall(async () => {
        seconds = (await textToMp3(READ_ALOUD, 'nova', threads)).seconds;
      });
      expect(seconds, engine.kind).toBeGreaterThan(150);
      expect(stall, engine.kind).toBeLessThan(150);
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
