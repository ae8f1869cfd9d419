import { Mp3Encoder } from '@breezystack/lamejs';
import { spawnSync } from 'node:child_process';
import { SpeechSynthesisError } from '../local-engine-errors.js';
import { findExecutable } from './executable-finder.js';
import type { Pcm } from './wav-decoder.js';

const MP3_SAMPLE_RATES: ReadonlySet<number> = new Set([8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000]);
const FALLBACK_RATE = 22050;
const BITRATE_KBPS = 48;
const BLOCK_SAMPLES = 1152 * 10;

export interface EncodedMp3 {
  bytes: Buffer;
  /** How long the audio plays. */
  seconds: number;
}

/** The LAME encoder of the `lame` system package (LAME_PATH overrides; "none" forces lamejs), or null. */
export function findLame(env: NodeJS.ProcessEnv = process.env): string | null {
  return findExecutable('lame', env.LAME_PATH, env);
}

/** Mono MP3 at 48 kbps, by the native LAME encoder when `lame` is given (about 15 times faster), else by lamejs. */
export function encodeMp3(pcm: Pcm, lame: string | null = null): EncodedMp3 {
  const { sampleRate, samples } = MP3_SAMPLE_RATES.has(pcm.sampleRate) ? pcm : resample(pcm, FALLBACK_RATE);
  if (lame) return encodeWithLame(lame, sampleRate, samples);
  const encoder = new Mp3Encoder(1, sampleRate, BITRATE_KBPS);
  const parts: Buffer[] = [];
  for (let i = 0; i < samples.length; i += BLOCK_SAMPLES) {
    const frame = encoder.encodeBuffer(samples.subarray(i, i + BLOCK_SAMPLES));
    if (frame.length) parts.push(Buffer.from(frame));
  }
  const tail = encoder.flush();
  if (tail.length) parts.push(Buffer.from(tail));
  return { bytes: Buffer.concat(parts), seconds: samples.length / sampleRate };
}

/** Raw PCM in, MP3 frames out, without the Info tag frame (chunks are joined into one stream). */
function encodeWithLame(binary: string, sampleRate: number, samples: Int16Array): EncodedMp3 {
  const args = ['-r', '-s', String(sampleRate / 1000), '--bitwidth', '16', '--signed', '--little-endian', '-m', 'm', '-b', String(BITRATE_KBPS), '-t', '--quiet', '-', '-'];
  const result = spawnSync(binary, args, { input: Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength), maxBuffer: 256 * 1024 * 1024, timeout: 120_000 });
  if (result.error) throw new SpeechSynthesisError(`lame could not run: ${result.error.message}`);
  if (result.status !== 0) throw new SpeechSynthesisError(`lame failed (exit ${result.status})`);
  return { bytes: result.stdout, seconds: samples.length / sampleRate };
}

/** Linear interpolation: enough for speech, which carries little near the Nyquist limit. */
function resample(pcm: Pcm, rate: number): Pcm {
  const ratio = pcm.sampleRate / rate;
  const length = Math.floor(pcm.samples.length / ratio);
  const samples = new Int16Array(length);
  for (let i = 0; i < length; i++) {
    const position = i * ratio;
    const left = Math.floor(position);
    const right = Math.min(left + 1, pcm.samples.length - 1);
    const fraction = position - left;
    samples[i] = Math.round(pcm.samples[left]! * (1 - fraction) + pcm.samples[right]! * fraction);
  }
  return { sampleRate: rate, samples };
}
