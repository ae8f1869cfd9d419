import type { SavedVisualAnalysis } from '@studyforge/contracts';
import { ScanSearch } from 'lucide-react';
import { RecentList } from '@/components/study/recent-list';
import { errorMessageOf } from '@/lib/api-client';
import { formatRelativeDate } from '@/lib/format';
import { useVisualAnalyses } from '../api/get-visual-analyses';

interface VisualAnalysisListProps {
  activeId: string | null;
  onOpen: (analysis: SavedVisualAnalysis) => void;
}

/** The student's saved analyses, newest first. */
export function VisualAnalysisList({ activeId, onOpen }: VisualAnalysisListProps) {
  const analyses = useVisualAnalyses();
  return (
    <RecentList
      title="Your analyses"
      icon={ScanSearch}
      items={analyses.data?.map((analysis) => ({ id: analysis.id, title: analysis.question, meta: `${analysis.fileName} · ${formatRelativeDate(analysis.createdAt)}` }))}
      isLoading={analyses.isLoading}
      error={analyses.isError ? errorMessageOf(analyses.error, 'Your analyses could not be loaded.') : null}
      onRetry={() => void analyses.refetch()}
      activeId={activeId}
      onOpen={(id) => {
        const analysis = analyses.data?.find((item) => item.id === id);
        if (analysis) onOpen(analysis);
      }}
      emptyTitle="No analyses yet"
      emptyText="Each image you analyse is saved here so you can read it again."
    />
  );
}
