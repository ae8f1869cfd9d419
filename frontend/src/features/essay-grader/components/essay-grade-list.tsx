import { ESSAY_TYPE_LABELS, type SavedEssayGrade } from '@studyforge/contracts';
import { GraduationCap } from 'lucide-react';
import { RecentList } from '@/components/study/recent-list';
import { errorMessageOf } from '@/lib/api-client';
import { formatRelativeDate } from '@/lib/format';
import { useEssayGrades } from '../api/get-essay-grades';

interface EssayGradeListProps {
  activeId: string | null;
  onOpen: (grade: SavedEssayGrade) => void;
}

/** The student's graded essays, newest first. */
export function EssayGradeList({ activeId, onOpen }: EssayGradeListProps) {
  const grades = useEssayGrades();
  return (
    <RecentList
      title="Your graded essays"
      icon={GraduationCap}
      items={grades.data?.map((grade) => ({
        id: grade.id,
        title: grade.title,
        meta: `${grade.grading.overallScore}/100 · ${ESSAY_TYPE_LABELS[grade.essayType]} · ${formatRelativeDate(grade.createdAt)}`,
      }))}
      isLoading={grades.isLoading}
      error={grades.isError ? errorMessageOf(grades.error, 'Your graded essays could not be loaded.') : null}
      onRetry={() => void grades.refetch()}
      activeId={activeId}
      onOpen={(id) => {
        const grade = grades.data?.find((item) => item.id === id);
        if (grade) onOpen(grade);
      }}
      emptyTitle="No graded essays yet"
      emptyText="Each essay you grade is saved here with its scores and feedback."
    />
  );
}
