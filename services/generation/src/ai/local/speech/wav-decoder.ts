import { SpeechSynthesisError } from '../local-engine-errors.js';

export interface Pcm {
  readonly sampleRate: number;
  /** Mono, signed 16-bit. */
  readonly samples: Int16Array;
}

/** Reads a 16-bit PCM WAV file (RIFF chunks), mixing stereo down to mono. */
export function decodeWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number): string => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new SpeechSynthesisError('The synthesizer did not return a WAV file');
  let channels = 0;
  let sampleRate = 0;
  let bits = 0;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      bits = view.getUint16(body + 14, true);
    } else if (id === 'data') {
      if (bits !== 16 || channels < 1) throw new SpeechSynthesisError(`Unsupported WAV format: ${bits}-bit, ${channels} channel(s)`);
      const frames = Math.floor(Math.min(size, bytes.length - body) / (2 * channels));
      if (channels === 1 && (bytes.byteOffset + body) % 2 === 0) return { sampleRate, samples: new Int16Array(bytes.buffer.slice(bytes.byteOffset + body, bytes.byteOffset + body + 2 * frames)) };
      const samples = new Int16Array(frames);
      for (let frame = 0; frame < frames; frame++) {
        let sum = 0;
        for (let channel = 0; channel < channels; channel++) sum += view.getInt16(body + 2 * (frame * channels + channel), true);
        samples[frame] = Math.round(sum / channels);
      }
      return { sampleRate, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new SpeechSynthesisError('The WAV file has no audio data');
}
