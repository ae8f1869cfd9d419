import type { UserRowsOptions } from '@studyforge/service-kit';
import { GENERATION_SCHEMA } from '../generation-config.js';

/** Generation's tables of a student's rows are found in the schema; these say what the known ones hold. */
export const GENERATION_USER_TABLES: UserRowsOptions = {
  schema: GENERATION_SCHEMA,
  descriptions: {
    jobs: 'Every generation job you started: what you asked for (your text and the files you sent), its result and what it cost',
    flashcard_decks: 'Your saved flashcard decks',
    quizzes: 'Your saved quizzes, practice tests and trivia sets',
    study_guides: 'Your saved study guides and notes',
    quiz_attempts: 'Each time you took a quiz: your answers and score',
    audio_recaps: 'Your saved audio recaps: title, type, length, voice, duration, the script and where its MP3 is stored',
    audio_recap_chunks: 'Speech chunks of an audio recap still being made (removed when it is saved)',
    tutor_lectures: 'Your Tutor Me lectures: the lecture, the passages of your material it answers questions from, and where its audio is stored',
    study_goals: 'Your Study Calendar goals: subject, description, priority, due date and estimated hours',
    study_plans: 'Your current study plan: its start, time zone, hours per day, the goals that did not fit and its calendar (.ics) text',
    study_sessions: 'The sessions of your study plan: day, start time, length and whether you completed them',
    visual_analyses: 'Your Study Visuals analyses: the image file name, your question and the analysis',
    essay_grades: 'Your graded essays: the essay text, its type, the scores, feedback and improvements',
    study_calendar_feeds: 'Your private calendar subscription link (only a hash of its secret is kept)',
  },
};
