import type { SavedQuiz } from '@studyforge/contracts';
import { ListChecks } from 'lucide-react';
import { RecentList } from '@/components/study/recent-list';
import { errorMessageOf } from '@/lib/api-client';
import { formatRelativeDate } from '@/lib/format';
import { formatPercent } from '@/lib/quiz-score';
import { useQuizzes } from '../api/get-quizzes';

const KIND_NAMES: Record<SavedQuiz['kind'], string> = { quiz: 'Quiz', 'practice-test': 'Practice test', trivia: 'Trivia' };

function savedMeta(quiz: SavedQuiz): string {
  const parts = [`${KIND_NAMES[quiz.kind]} · ${quiz.totalQuestions} ${quiz.totalQuestions === 1 ? 'question' : 'questions'}`];
  if (quiz.bestScore !== null) parts.push(`best ${formatPercent(quiz.bestScore, 0)}`);
  parts.push(formatRelativeDate(quiz.createdAt));
  return parts.join(' · ');
}

interface QuizListProps {
  /** The quiz on screen, highlighted in the list. */
  activeId: string | null;
  onOpen: (quiz: SavedQuiz) => void;
}

/** The student's saved quizzes, practice tests and trivia sets, newest first, with their best scores. */
export function QuizList({ activeId, onOpen }: QuizListProps) {
  const quizzes = useQuizzes();
  return (
    <RecentList
      title="Your quizzes"
      icon={ListChecks}
      items={quizzes.data?.map((q) => ({ id: q.id, title: q.title, meta: savedMeta(q) }))}
      isLoading={quizzes.isLoading}
      error={quizzes.isError ? errorMessageOf(quizzes.error, 'Your quizzes could not be loaded.') : null}
      onRetry={() => void quizzes.refetch()}
      activeId={activeId}
      onOpen={(id) => {
        const saved = quizzes.data?.find((q) => q.id === id);
        if (saved) onOpen(saved);
      }}
      emptyTitle="No quizzes yet"
      emptyText="Quizzes you generate are saved here with your best score, so you can retake them any time."
    />
  );
}
