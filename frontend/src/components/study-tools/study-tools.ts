import { RECAP_MINUTES_SPAN } from '@studyforge/contracts';
import {
  AudioLines,
  CalendarDays,
  Eye,
  FileText,
  GraduationCap,
  Layers3,
  ListChecks,
  type LucideIcon,
  PenLine,
  Upload,
} from 'lucide-react';

export interface StudyTool {
  /** Stable id, also used as a test id suffix. */
  id: string;
  title: string;
  description: string;
  path: string;
  icon: LucideIcon;
  /** Tailwind classes of the icon chip: one hue per tool, readable in light and dark. */
  tint: string;
  /** `feature` of the price-table row that says what one use costs. */
  priceFeature?: string;
}

/** The nine tiles of All Features (spec §2), in the spec's order. */
export const STUDY_TOOLS: readonly StudyTool[] = [
  {
    id: 'notes-ai',
    title: 'Notes AI',
    description: 'Turn lectures, slides and readings into clean, structured study notes.',
    path: '/notes-ai',
    icon: FileText,
    tint: 'bg-sky-500/12 text-sky-600 dark:text-sky-400',
    priceFeature: 'notes',
  },
  {
    id: 'flashcards-ai',
    title: 'Flashcards AI',
    description: 'Make flip-through flashcards from any document or pasted text.',
    path: '/flashcards-ai',
    icon: Layers3,
    tint: 'bg-violet-500/12 text-violet-600 dark:text-violet-400',
    priceFeature: 'flashcards',
  },
  {
    id: 'quizzes-ai',
    title: 'Quizzes AI',
    description: 'Practice with multiple-choice quizzes that explain every answer.',
    path: '/quizzes-ai',
    icon: ListChecks,
    tint: 'bg-emerald-500/12 text-emerald-600 dark:text-emerald-400',
    priceFeature: 'quiz',
  },
  {
    id: 'study-visuals',
    title: 'Study Visuals',
    description: 'Ask questions about diagrams, charts, equations and photos.',
    path: '/study-visuals',
    icon: Eye,
    tint: 'bg-amber-500/15 text-amber-600 dark:text-amber-400',
    priceFeature: 'study-visuals',
  },
  {
    id: 'essay-grader',
    title: 'Essay Grader',
    description: 'Get a grade, sub-scores and concrete ways to improve your essay.',
    path: '/essay-grader',
    icon: PenLine,
    tint: 'bg-rose-500/12 text-rose-600 dark:text-rose-400',
    priceFeature: 'essay-grader',
  },
  {
    id: 'tutor-me',
    title: 'Tutor Me',
    description: 'A voice tutor that lectures on your topic and answers spoken questions.',
    path: '/tutor-me',
    icon: GraduationCap,
    tint: 'bg-indigo-500/12 text-indigo-600 dark:text-indigo-400',
    priceFeature: 'tutor-lecture',
  },
  {
    id: 'audio-recap',
    title: 'Audio Recap',
    description: `Listen to podcast- or lecture-style recaps, from ${RECAP_MINUTES_SPAN} minutes.`,
    path: '/audio-recap',
    icon: AudioLines,
    tint: 'bg-fuchsia-500/12 text-fuchsia-600 dark:text-fuchsia-400',
    priceFeature: 'audio-recap',
  },
  {
    id: 'study-calendar',
    title: 'Study Calendar',
    description: 'List your goals and get a day-by-day study plan that fits your week.',
    path: '/study-calendar',
    icon: CalendarDays,
    tint: 'bg-teal-500/12 text-teal-600 dark:text-teal-400',
    priceFeature: 'study-plan',
  },
  {
    id: 'upload-generate',
    title: 'Upload & Generate',
    description: 'Upload files and get flashcards, a quiz, a practice test or trivia in one go.',
    path: '/dashboard',
    icon: Upload,
    tint: 'bg-orange-500/12 text-orange-600 dark:text-orange-400',
  },
];
