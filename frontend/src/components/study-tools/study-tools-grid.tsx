import { cn } from '@/lib/cn';
import { formatCredits } from '@/lib/format';
import { STUDY_TOOLS } from './study-tools';
import { ToolTile } from './tool-tile';

interface StudyToolsGridProps {
  /** Price rows (from GET /api/credits/prices) to label each tile with its cost. */
  prices?: ReadonlyArray<{ feature: string; credits: number }>;
  className?: string;
}

/** The nine study tools: one column on phones, two on tablets, three from large screens. */
export function StudyToolsGrid({ prices, className }: StudyToolsGridProps) {
  const costOf = (feature?: string) => {
    const row = feature ? prices?.find((p) => p.feature === feature) : undefined;
    return row ? formatCredits(row.credits, { zeroAsFree: true }) : undefined;
  };
  return (
    <ul className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3', className)} data-testid="study-tools-grid">
      {STUDY_TOOLS.map((tool) => (
        <li key={tool.id} className="min-w-0">
          <ToolTile tool={tool} cost={costOf(tool.priceFeature)} />
        </li>
      ))}
    </ul>
  );
}
