import type { RecapType } from '@studyforge/contracts';

/** One turn of a recap: who says it and what. */
export interface RecapTurn {
  voice: string;
  text: string;
}

export interface RecapScript {
  title: string;
  turns: RecapTurn[];
  words: number;
}

export interface RecapScriptRequest {
  type: RecapType;
  voice: string;
  /** The words the recap should say (its length in minutes × the voice's words per minute). */
  targetWords: number;
}

/** The material cannot honestly fill the chosen length: how many words a recap of this type could say from it. */
export class RecapMaterialTooShortError extends Error {
  constructor(readonly availableWords: number) {
    super(`The material can fill only ${availableWords} words of recap`);
    this.name = 'RecapMaterialTooShortError';
  }
}

export function countWords(text: string): number {
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
