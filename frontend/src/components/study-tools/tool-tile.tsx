import { ArrowRight, ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import type { StudyTool } from './study-tools';

interface ToolTileProps {
  tool: StudyTool;
  /** Short cost text, e.g. '2 credits'; omitted while prices load. */
  cost?: string;
}

/**
 * One study tool: icon, name, what it does, and what it costs. The whole tile is the link, named
 * by the tool's title. A compact row on phones, a card from sm up.
 */
export function ToolTile({ tool, cost }: ToolTileProps) {
  const Icon = tool.icon;
  const titleId = `tool-${tool.id}-title`;
  const descriptionId = `tool-${tool.id}-description`;
  const costId = `tool-${tool.id}-cost`;
  return (
    <Link
      to={tool.path}
      data-testid={`tool-tile-${tool.id}`}
      aria-labelledby={titleId}
      aria-describedby={cost ? `${descriptionId} ${costId}` : descriptionId}
      className={cn(
        'group relative flex h-full items-center gap-4 rounded-2xl border bg-card p-4 text-card-foreground shadow-soft sm:flex-col sm:items-start sm:p-5',
        'transition-[transform,box-shadow,border-color] duration-200 hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-lifted',
        'focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
      )}
    >
      <span className={cn('grid size-11 shrink-0 place-items-center rounded-xl', tool.tint)}>
        <Icon className="size-[22px]" aria-hidden />
      </span>
      {cost ? (
        <span
          id={costId}
          className="absolute top-3 right-3 rounded-full bg-muted px-2 py-0.5 text-[11px] font-medium text-muted-foreground sm:top-5 sm:right-5 sm:px-2.5 sm:py-1 sm:text-xs"
        >
          {cost}
        </span>
      ) : null}
      <div className="grid min-w-0 flex-1 gap-1 sm:gap-1.5">
        <h3 id={titleId} className={cn('text-base font-semibold tracking-tight', cost && 'pr-16 sm:pr-0')}>
          {tool.title}
        </h3>
        <p id={descriptionId} className="text-sm leading-relaxed text-muted-foreground">
          {tool.description}
        </p>
      </div>
      <ChevronRight className="size-5 shrink-0 self-center text-muted-foreground sm:hidden" aria-hidden />
      <span aria-hidden className="mt-auto hidden items-center gap-1 text-sm font-semibold text-primary sm:inline-flex">
        Open
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
      </span>
    </Link>
  );
}
