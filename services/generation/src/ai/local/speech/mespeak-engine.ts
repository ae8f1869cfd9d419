import { createRequire } from 'node:module';
import type mespeakModule from 'mespeak';
import { SpeechSynthesisError } from '../local-engine-errors.js';
import type { VoiceProfile } from './voice-profiles.js';
import { decodeWav, type Pcm } from './wav-decoder.js';

type Mespeak = typeof mespeakModule;

const require = createRequire(import.meta.url);
let engine: Mespeak | undefined;

/** meSpeak (eSpeak compiled to JavaScript) with its config and the US and British English voices. */
function loadEngine(): Mespeak {
  if (engine) return engine;
  const warn = console.warn;
  // On load meSpeak warns that it is not in a browser and can only return raw audio, which is all we use.
  console.warn = () => undefined;
  let loaded: Mespeak;
  try {
    loaded = require('mespeak') as Mespeak;
  } finally {
    console.warn = warn;
  }
  loaded.loadConfig(require('mespeak/src/mespeak_config.json') as object);
  loaded.loadVoice(require('mespeak/voices/en/en-rp.json') as object);
  loaded.loadVoice(require('mespeak/voices/en/en-us.json') as object);
  loaded.setDefaultVoice('en/en-us');
  engine = loaded;
  return loaded;
}

/** Synthesizes one chunk of plain text to PCM. Synchronous and CPU-bound (~3,500 characters a second). */
export function synthesize(text: string, profile: VoiceProfile): Pcm {
  const wav = loadEngine().speak(text, { rawdata: 'array', voice: profile.voice, variant: profile.variant, pitch: profile.pitch, speed: profile.speed });
  if (!wav || wav.length <= 44) throw new SpeechSynthesisError('The speech synthesizer returned no audio');
  return decodeWav(Uint8Array.from(wav));
}
