import type { SavedStudyGuide } from '@studyforge/contracts';
import { FileText } from 'lucide-react';
import { RecentList } from '@/components/study/recent-list';
import { errorMessageOf } from '@/lib/api-client';
import { formatRelativeDate } from '@/lib/format';
import { useStudyGuides } from '../api/get-study-guides';

interface StudyGuideListProps {
  /** The guide on screen, highlighted in the list. */
  activeId: string | null;
  onOpen: (guide: SavedStudyGuide) => void;
}

/** The student's saved study guides, newest first. */
export function StudyGuideList({ activeId, onOpen }: StudyGuideListProps) {
  const guides = useStudyGuides();
  return (
    <RecentList
      title="Your study guides"
      icon={FileText}
      items={guides.data?.map((guide) => ({
        id: guide.id,
        title: guide.title,
        meta: `${guide.studyGuide.sections.length} ${guide.studyGuide.sections.length === 1 ? 'section' : 'sections'} · ${formatRelativeDate(guide.updatedAt)}`,
      }))}
      isLoading={guides.isLoading}
      error={guides.isError ? errorMessageOf(guides.error, 'Your study guides could not be loaded.') : null}
      onRetry={() => void guides.refetch()}
      activeId={activeId}
      onOpen={(id) => {
        const guide = guides.data?.find((g) => g.id === id);
        if (guide) onOpen(guide);
      }}
      emptyTitle="No study guides yet"
      emptyText="Your generated notes are saved here so you can come back to them."
    />
  );
}
