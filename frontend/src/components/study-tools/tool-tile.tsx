import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import type { StudyTool } from './study-tools';

interface ToolTileProps {
  tool: StudyTool;
  /** Short cost text, e.g. '2 credits'; omitted while prices load. */
  cost?: string;
}

/** One study tool: icon, name, what it does, and what it costs. The whole tile is the link. */
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
        'group relative flex h-full flex-col gap-4 rounded-2xl border bg-card p-5 text-card-foreground shadow-soft',
        'transition-[transform,box-shadow,border-color] duration-200 hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-lifted',
        'focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <span className={cn('grid size-11 place-items-center rounded-xl', tool.tint)}>
          <Icon className="size-[22px]" aria-hidden />
        </span>
        {cost ? (
          <span id={costId} className="rounded-full bg-muted px-2.5 py-1 text-xs font-medium text-muted-foreground">
            {cost}
          </span>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <h3 id={titleId} className="text-base font-semibold tracking-tight">
          {tool.title}
        </h3>
        <p id={descriptionId} className="text-sm leading-relaxed text-muted-foreground">
          {tool.description}
        </p>
      </div>
      <span aria-hidden className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-primary">
        Open
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
      </span>
    </Link>
  );
}
