import type { MascotMood } from '@/components/mascot/mascot-timing';

/** What the voice tutor is doing (spec §4). */
export type TutorActivity = 'ready' | 'listening' | 'thinking' | 'speaking';

/** Spec §4: the activity labels of the voice tutor. */
export const TUTOR_ACTIVITY_LABELS: Record<TutorActivity, string> = { ready: 'Ready', listening: 'Listening', thinking: 'AI Thinking', speaking: 'AI Speaking' };

/** The mascot's mood for each activity of the tutor: ready is the idle mascot. */
export const TUTOR_MASCOT_MOODS: Record<TutorActivity, MascotMood> = { ready: 'idle', listening: 'listening', thinking: 'thinking', speaking: 'speaking' };
