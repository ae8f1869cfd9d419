import type { VoiceProfile } from './voice-profiles.js';

/** Which synthesizer a speech thread uses: the espeak-ng binary at this path, or meSpeak (JavaScript). */
export type SpeechEngineChoice = ({ kind: 'espeak-ng'; binary: string } | { kind: 'mespeak' }) & {
  /** The native LAME encoder, when installed; lamejs otherwise. */
  lame?: string | null;
};

export interface SpeechTask {
  text: string;
  profile: VoiceProfile;
  /** False to only measure how long the speech lasts (no MP3). */
  encode: boolean;
}

export interface SpeechTaskResult {
  mp3: Uint8Array;
  seconds: number;
}
