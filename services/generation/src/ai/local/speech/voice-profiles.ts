export interface VoiceProfile {
  /** The product's voice name. */
  readonly name: string;
  /** espeak-ng voice with its variant (formant set), e.g. "en-us+f2". */
  readonly espeakVoice: string;
  /** The loaded meSpeak voice and built-in variant used when espeak-ng is absent. */
  readonly voice: 'en/en-us' | 'en/en-rp';
  readonly variant: string;
  /** 0 to 99. */
  readonly pitch: number;
  /** Words per minute. */
  readonly speed: number;
}

/** The product's voices (spec §9), mapped to audibly different speakers: three higher, three lower, one British. */
const PROFILES: Readonly<Record<string, VoiceProfile>> = {
  nova: { name: 'nova', espeakVoice: 'en-us+f2', voice: 'en/en-us', variant: 'f2', pitch: 55, speed: 165 },
  shimmer: { name: 'shimmer', espeakVoice: 'en-us+f5', voice: 'en/en-us', variant: 'f5', pitch: 68, speed: 158 },
  alloy: { name: 'alloy', espeakVoice: 'en-us+f4', voice: 'en/en-us', variant: 'f4', pitch: 42, speed: 170 },
  echo: { name: 'echo', espeakVoice: 'en-us+m3', voice: 'en/en-us', variant: 'm3', pitch: 45, speed: 172 },
  onyx: { name: 'onyx', espeakVoice: 'en-us+m4', voice: 'en/en-us', variant: 'm4', pitch: 28, speed: 155 },
  fable: { name: 'fable', espeakVoice: 'en-gb-x-rp+m2', voice: 'en/en-rp', variant: 'm2', pitch: 52, speed: 162 },
};

export const DEFAULT_VOICE = 'nova';

/** The profile for a voice name (case-insensitive); unknown or missing names get the default. */
export function voiceProfile(name: string | undefined): VoiceProfile {
  return PROFILES[(name ?? DEFAULT_VOICE).trim().toLowerCase()] ?? PROFILES[DEFAULT_VOICE]!;
}
