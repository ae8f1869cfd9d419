import {
  DomainError,
  ErrorCode,
  profileMessages,
  type ProfileActivity,
  type ProfileFlashcard,
  type ProfileProgress,
  type ProfileQuiz,
  type ProfileStatName,
  type ProfileStats,
} from '@studyforge/contracts';
import type { RpcContext } from '@studyforge/service-kit';
import type { ActivitySources } from './activity-sources.js';
import type { ProfileService, ViewableProfile } from './profile.service.js';
import { lastWeekStarts, weekStartOf } from './weeks.js';

const PROGRESS_WEEKS = 12;

/** The stats row and the Flashcards, Quizzes and Progress tabs: figures other services own, shown as privacy allows. */
export class ProfileFiguresService {
  constructor(
    private readonly profiles: ProfileService,
    private readonly sources: ActivitySources,
  ) {}

  async stats(viewerId: string, profileId: string, context: RpcContext): Promise<ProfileStats> {
    const view = await this.withProgress(viewerId, profileId, context);
    const [saved, trivia] = await Promise.all([this.sources.saved(profileId, context), this.sources.trivia(profileId, context)]);
    const unavailable: ProfileStatName[] = [];
    if (!saved) unavailable.push('flashcardCount', 'quizCount', 'averageScore');
    const hidden: ProfileStatName[] = view.visibility.achievementsVisible ? [] : ['currentStreak'];
    if (!trivia && hidden.length === 0) unavailable.push('currentStreak');
    return {
      flashcardCount: saved ? saved.decks.reduce((sum, deck) => sum + deck.cardCount, 0) : null,
      quizCount: saved ? saved.quizzes.length : null,
      currentStreak: trivia && hidden.length === 0 ? trivia.dayStreak : null,
      averageScore: saved ? averageOf(saved.attempts.map((attempt) => attempt.score)) : null,
      unavailable,
      hidden,
    };
  }

  async flashcards(viewerId: string, profileId: string, context: RpcContext): Promise<ProfileFlashcard[]> {
    await this.withProgress(viewerId, profileId, context);
    const saved = await this.required(profileId, context);
    return saved.decks.map((deck) => ({ id: deck.id, question: deck.title, difficulty: null, cardCount: deck.cardCount, createdAt: deck.createdAt }));
  }

  async quizzes(viewerId: string, profileId: string, context: RpcContext): Promise<ProfileQuiz[]> {
    await this.withProgress(viewerId, profileId, context);
    return (await this.required(profileId, context)).quizzes;
  }

  async progress(viewerId: string, profileId: string, context: RpcContext, now = new Date()): Promise<ProfileProgress> {
    await this.withProgress(viewerId, profileId, context);
    const [saved, trivia] = await Promise.all([this.sources.saved(profileId, context), this.sources.trivia(profileId, context)]);
    const titles = new Map(saved?.quizzes.map((quiz) => [quiz.id, quiz.title]) ?? []);
    const attempts = (saved?.attempts ?? [])
      .map((attempt) => ({ ...attempt, title: titles.get(attempt.quizId) ?? 'Quiz' }))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const cardsByWeek = new Map<string, number>();
    for (const deck of saved?.decks ?? []) {
      const week = weekStartOf(new Date(deck.createdAt));
      cardsByWeek.set(week, (cardsByWeek.get(week) ?? 0) + deck.cardCount);
    }
    const triviaByWeek = new Map(trivia?.weeks.map((week) => [week.weekStart, week.answered]) ?? []);
    return {
      attempts,
      accuracy: accuracyOf(attempts),
      weeks: lastWeekStarts(now, PROGRESS_WEEKS).map((weekStart) => ({
        weekStart,
        cardsMade: saved ? (cardsByWeek.get(weekStart) ?? 0) : null,
        triviaAnswered: trivia ? (triviaByWeek.get(weekStart) ?? 0) : null,
      })),
      unavailable: [...(saved ? [] : (['attempts', 'cards'] as const)), ...(trivia ? [] : (['trivia'] as const))],
    };
  }

  /** The profile, when the viewer may see its progress: others get 'Profile not found' (private) or a refusal (hidden). */
  private async withProgress(viewerId: string, profileId: string, context: RpcContext): Promise<ViewableProfile> {
    const view = await this.profiles.viewable(viewerId, profileId, context);
    if (!view.visibility.progressVisible) {
      throw new DomainError(ErrorCode.Forbidden, view.visibility.access === 'limited' ? profileMessages.followersOnly : profileMessages.progressHidden);
    }
    return view;
  }

  private async required(profileId: string, context: RpcContext): Promise<ProfileActivity> {
    const saved = await this.sources.saved(profileId, context);
    if (!saved) throw new DomainError(ErrorCode.ServiceUnavailable, 'Saved decks and quizzes are not available right now. Please try again in a moment.');
    return saved;
  }
}

function averageOf(scores: number[]): number | null {
  if (scores.length === 0) return null;
  return Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10;
}

function accuracyOf(attempts: Array<{ quizId: string; title: string; score: number }>): ProfileProgress['accuracy'] {
  const byQuiz = new Map<string, { title: string; scores: number[] }>();
  for (const attempt of attempts) {
    const entry = byQuiz.get(attempt.quizId) ?? { title: attempt.title, scores: [] };
    entry.scores.push(attempt.score);
    byQuiz.set(attempt.quizId, entry);
  }
  return [...byQuiz].map(([quizId, { title, scores }]) => ({ quizId, title, attempts: scores.length, averageScore: averageOf(scores)! }));
}
