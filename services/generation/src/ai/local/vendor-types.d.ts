declare module 'mespeak' {
  export interface MespeakOptions {
    /** 'array' returns the WAV file as an array of byte values. */
    rawdata: 'array';
    /** A loaded voice id, e.g. "en/en-us". */
    voice?: string;
    /** A built-in variant: f1–f5, m1–m7, croak, klatt, whisper … */
    variant?: string;
    /** 0–99, default 50. */
    pitch?: number;
    /** Words per minute, default 175. */
    speed?: number;
    /** 0–200, default 100. */
    amplitude?: number;
    /** Extra pause between words, in units of 10 ms. */
    wordgap?: number;
  }

  interface Mespeak {
    loadConfig(config: object): void;
    loadVoice(voice: object): void;
    setDefaultVoice(voiceId: string): void;
    isVoiceLoaded(voiceId: string): boolean;
    speak(text: string, options: MespeakOptions): number[] | null;
  }

  const mespeak: Mespeak;
  export default mespeak;
}
