export interface VoiceProfile {
  /** A loaded meSpeak voice. */
  readonly voice: 'en/en-us' | 'en/en-rp';
  /** A built-in meSpeak variant (formant set). */
  readonly variant: string;
  readonly pitch: number;
  /** Words per minute. */
  readonly speed: number;
}

/** The product's voice names, mapped to audibly different meSpeak settings. */
const PROFILES: Readonly<Record<string, VoiceProfile>> = {
  nova: { voice: 'en/en-us', variant: 'f2', pitch: 55, speed: 165 },
  shimmer: { voice: 'en/en-us', variant: 'f5', pitch: 68, speed: 158 },
  alloy: { voice: 'en/en-us', variant: 'f4', pitch: 42, speed: 170 },
  echo: { voice: 'en/en-us', variant: 'm3', pitch: 45, speed: 172 },
  onyx: { voice: 'en/en-us', variant: 'm4', pitch: 28, speed: 155 },
  fable: { voice: 'en/en-rp', variant: 'm2', pitch: 52, speed: 162 },
};

export const DEFAULT_VOICE = 'nova';

/** The profile for a voice name (case-insensitive); unknown or missing names get the default. */
export function voiceProfile(name: string | undefined): VoiceProfile {
  return PROFILES[(name ?? DEFAULT_VOICE).trim().toLowerCase()] ?? PROFILES[DEFAULT_VOICE]!;
}
