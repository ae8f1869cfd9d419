import {
  DomainError,
  ErrorCode,
  MAJORS,
  TRIVIA_CREDITS_PER_QUESTION,
  triviaMessages,
  type SubjectTopic,
  type TriviaAnswer,
  type TriviaPrompt,
} from '@studyforge/contracts';
import type { RpcClient, RpcContext } from '@studyforge/service-kit';
import { randomUUID } from 'node:crypto';
import type { TriviaMode, TriviaSession } from './entities/trivia-session.entity.js';
import type { ExplanationAudioService } from './explanation-audio.service.js';
import { AlreadyAnsweredError, TriviaRepository } from './trivia.repository.js';

/**
 * Trivia sessions: N questions paid for once up front (3 credits each), asked one at a time; the
 * correct answer stays here until the question is answered, once, by the session's owner.
 */
export class TriviaService {
  constructor(
    private readonly repository: TriviaRepository,
    private readonly rpc: RpcClient,
    private readonly audio: ExplanationAudioService,
    private readonly questionTimeoutMs: number,
  ) {}

  async start(userId: string, mode: TriviaMode, topic: SubjectTopic, count: number, context: RpcContext): Promise<TriviaPrompt> {
    if (mode === 'structured') assertCourse(topic);
    const needed = TRIVIA_CREDITS_PER_QUESTION * count;
    const { credits } = await this.rpc.request('credits.balance', { userId }, context);
    if (credits < needed) throw new DomainError(ErrorCode.InsufficientCredits, triviaMessages.insufficientCredits(needed, count, credits));

    const { questions, subject } = await this.rpc.request('generation.subject-trivia', { topic, count }, context, this.questionTimeoutMs);
    if (questions.length === 0) {
      throw new DomainError(ErrorCode.UnprocessableContent, `There are no questions about “${topic.label}” yet. Try another subject.`);
    }
    const id = randomUUID();
    const key = `trivia:${id}` as const;
    const charge = TRIVIA_CREDITS_PER_QUESTION * questions.length;
    await this.rpc.request('credits.reserve', { userId, amount: charge, reason: `trivia: ${subject}`, key }, context);
    let session: TriviaSession;
    try {
      session = await this.repository.insert({ id, userId, mode, subject, questions, creditsCharged: charge });
    } catch {
      // Released now, or (the credits service unreachable) by the credit reconciler, which finds no session.
      await this.rpc.request('credits.release', { key, reason: 'trivia session not started' }, context).catch(() => undefined);
      throw new DomainError(ErrorCode.ServiceUnavailable, triviaMessages.notStarted);
    }
    // Settled now, or by the credit reconciler, which finds the session and what it charged.
    await this.rpc.request('credits.settle', { key, charged: charge, reason: 'trivia questions not asked' }, context).catch(() => undefined);
    return promptOf(session, charge);
  }

  /** Whether a session was made and what it charged (for the credit reconciler). */
  async outcome(sessionId: string): Promise<{ exists: boolean; creditsCharged: number }> {
    const session = await this.repository.find(sessionId);
    return { exists: session !== null, creditsCharged: session?.creditsCharged ?? 0 };
  }

  async next(userId: string, sessionId: string): Promise<TriviaPrompt> {
    return this.repository.transaction(async (db) => {
      const session = owned(await this.repository.lock(db, sessionId), userId);
      if (!(await this.repository.isAnswered(db, session.id, session.position))) {
        throw new DomainError(ErrorCode.Conflict, triviaMessages.answerFirst);
      }
      if (session.position + 1 >= session.questions.length) throw new DomainError(ErrorCode.Conflict, triviaMessages.sessionFinished);
      await this.repository.advance(db, session.id);
      return promptOf({ ...session, position: session.position + 1 }, 0);
    });
  }

  /** Checks the answer (once); the explanation's audio starts being made now, behind a link that expires. */
  async submit(userId: string, sessionId: string, selectedAnswer: string, context: RpcContext): Promise<TriviaAnswer> {
    const { questionNumber, ...answer } = await this.check(userId, sessionId, selectedAnswer);
    const audioUrl = await this.audio.linkFor({ sessionId, questionNumber, explanation: answer.explanation }, context);
    return { ...answer, audioUrl };
  }

  private async check(userId: string, sessionId: string, selectedAnswer: string): Promise<Omit<TriviaAnswer, 'audioUrl'> & { questionNumber: number }> {
    return this.repository.transaction(async (db) => {
      const session = owned(await this.repository.lock(db, sessionId), userId);
      const question = session.questions[session.position]!;
      if (!question.options.includes(selectedAnswer)) {
        throw new DomainError(ErrorCode.ValidationFailed, 'Choose one of the four options.');
      }
      const isCorrect = question.options[question.correctAnswer] === selectedAnswer;
      try {
        await this.repository.recordAnswer(db, { sessionId, index: session.position, userId, selected: selectedAnswer, isCorrect });
      } catch (error) {
        if (error instanceof AlreadyAnsweredError) throw new DomainError(ErrorCode.Conflict, triviaMessages.alreadyAnswered);
        throw error;
      }
      const currentStreak = await this.repository.recordPlay(db, userId, isCorrect);
      return {
        questionNumber: session.position + 1,
        isCorrect,
        correctAnswer: question.options[question.correctAnswer]!,
        explanation: question.explanation,
        currentStreak,
        correctCount: session.correctCount + (isCorrect ? 1 : 0),
        answeredCount: session.answeredCount + 1,
        hasNext: session.position + 1 < session.questions.length,
      };
    });
  }

  stats(userId: string) {
    return this.repository.stats(userId);
  }
}

function owned(session: TriviaSession | null, userId: string): TriviaSession {
  if (!session || session.userId !== userId) throw new DomainError(ErrorCode.NotFound, triviaMessages.notYourSession);
  return session;
}

function assertCourse(topic: SubjectTopic): void {
  const major = MAJORS.find((entry) => entry.name === topic.major);
  if (!major || !(major.courses as readonly string[]).includes(topic.course ?? '')) {
    throw new DomainError(ErrorCode.ValidationFailed, triviaMessages.unknownCourse(topic.major ?? 'your major', topic.course ?? 'That course'));
  }
}

function promptOf(session: TriviaSession, creditsUsed: number): TriviaPrompt {
  const question = session.questions[session.position]!;
  return {
    sessionId: session.id,
    questionNumber: session.position + 1,
    totalQuestions: session.questions.length,
    question: question.question,
    options: question.options,
    subject: session.subject,
    creditsUsed,
  };
}
