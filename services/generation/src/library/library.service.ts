import {
  DomainError,
  ErrorCode,
  type QuizAttempt,
  type SavedDeck,
  type SavedQuiz,
  type SavedStudyGuide,
  scoreQuiz,
} from '@studyforge/contracts';
import type { QuizEntity, StudyGuideEntity } from '../entities/library.entities.js';
import { LibraryRepository } from './library.repository.js';

/** A student's saved work: listed newest first, readable and writable by its owner only. */
export class LibraryService {
  constructor(private readonly library: LibraryRepository) {}

  async decks(userId: string): Promise<SavedDeck[]> {
    const decks = await this.library.listDecks(userId);
    return decks.map((deck) => ({ id: deck.id, title: deck.title, createdAt: deck.createdAt.toISOString(), flashcards: deck.cards }));
  }

  async quizzes(userId: string): Promise<SavedQuiz[]> {
    const quizzes = await this.library.listQuizzes(userId);
    const stats = await this.library.attemptStats(quizzes.map((quiz) => quiz.id));
    return quizzes.map((quiz) => toSavedQuiz(quiz, stats.get(quiz.id)));
  }

  async studyGuides(userId: string): Promise<SavedStudyGuide[]> {
    return (await this.library.listStudyGuides(userId)).map(toSavedStudyGuide);
  }

  /** Scores the answers on the server (the stored quiz is the truth) and records the attempt. */
  async recordAttempt(userId: string, quizId: string, answers: Array<number | null>): Promise<QuizAttempt> {
    const quiz = await this.library.findQuiz(quizId);
    if (!quiz || quiz.userId !== userId) throw new DomainError(ErrorCode.NotFound, 'This quiz does not exist.');
    if (answers.length !== quiz.questions.length) {
      throw new DomainError(ErrorCode.ValidationFailed, `This quiz has ${quiz.questions.length} questions; ${answers.length} answers were sent.`);
    }
    const { correct, total, percent } = scoreQuiz(quiz.questions, answers);
    const score = Math.round(percent * 10) / 10;
    const saved = await this.library.saveAttempt({ quizId, userId, answers, correct, total, score });
    return { id: saved.id, quizId, correct, total, score, createdAt: saved.createdAt.toISOString() };
  }

  async updateStudyGuide(userId: string, id: string, notes: string): Promise<SavedStudyGuide> {
    const guide = await this.library.findStudyGuide(id);
    if (!guide || guide.userId !== userId) throw new DomainError(ErrorCode.NotFound, 'This study guide does not exist.');
    await this.library.updateStudyGuideNotes(id, notes);
    return toSavedStudyGuide((await this.library.findStudyGuide(id))!);
  }
}

function toSavedQuiz(quiz: QuizEntity, stats?: { attempts: number; bestScore: number | null }): SavedQuiz {
  return {
    id: quiz.id,
    title: quiz.title,
    kind: quiz.kind,
    createdAt: quiz.createdAt.toISOString(),
    totalQuestions: quiz.questions.length,
    questions: quiz.questions,
    attempts: stats?.attempts ?? 0,
    bestScore: stats?.bestScore ?? null,
  };
}

function toSavedStudyGuide(guide: StudyGuideEntity): SavedStudyGuide {
  return {
    id: guide.id,
    title: guide.title,
    createdAt: guide.createdAt.toISOString(),
    updatedAt: guide.updatedAt.toISOString(),
    studyGuide: guide.guide,
    notes: guide.notes,
  };
}
