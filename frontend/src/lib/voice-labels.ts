import type { TutorVoice } from '@studyforge/contracts';

/** Each spoken voice's name and what it sounds like ("Nova · warm, bright"): the name is before the " · ". */
export const VOICE_LABELS: Record<TutorVoice, string> = {
  nova: 'Nova · warm, bright',
  shimmer: 'Shimmer · light, clear',
  echo: 'Echo · calm, steady',
  alloy: 'Alloy · even, neutral',
  onyx: 'Onyx · deep',
  fable: 'Fable · British',
};
