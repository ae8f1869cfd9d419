import type { VoiceProfile } from './voice-profiles.js';

/** Which synthesizer a speech thread uses: the espeak-ng binary at this path, or meSpeak (JavaScript). */
export type SpeechEngineChoice = { kind: 'espeak-ng'; binary: string } | { kind: 'mespeak' };

export interface SpeechTask {
  id: number;
  text: string;
  profile: VoiceProfile;
}

export type SpeechTaskReply =
  | { id: number; ok: true; mp3: Uint8Array; seconds: number }
  | { id: number; ok: false; message: string };
