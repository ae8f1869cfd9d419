import { Mp3Encoder } from '@breezystack/lamejs';
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

/** Mono MP3 at 48 kbps; audio at a rate MP3 cannot carry is resampled to 22.05 kHz first. */
export function encodeMp3(pcm: Pcm): EncodedMp3 {
  const { sampleRate, samples } = MP3_SAMPLE_RATES.has(pcm.sampleRate) ? pcm : resample(pcm, FALLBACK_RATE);
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
