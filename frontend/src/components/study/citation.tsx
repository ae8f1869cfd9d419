import type { Citation } from '@studyforge/contracts';
import { BookOpenText, Quote } from 'lucide-react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { citationPlace } from './citation-text';

/** The cited passage with where it comes from. */
export function CitationBlock({ citation, className }: { citation: Citation; className?: string }) {
  return (
    <figure className={cn('grid gap-1.5 rounded-xl border-l-4 border-primary/50 bg-muted/60 px-3.5 py-2.5', className)} data-testid="citation">
      <blockquote className="text-sm leading-relaxed text-foreground/90 italic">
        <Quote className="mr-1 inline size-3.5 -translate-y-0.5 text-primary/70" aria-hidden />
        {citation.quote}
      </blockquote>
      <figcaption className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <BookOpenText className="size-3.5 shrink-0" aria-hidden />
        <span className="min-w-0 break-words">{citationPlace(citation)}</span>
      </figcaption>
    </figure>
  );
}

/** A small 'Source' button that shows the citation in a popover. */
export function CitationPopover({ citation, className }: { citation: Citation; className?: string }) {
  return (
    <Popover>
      <PopoverTrigger
        aria-label={`Show source: ${citationPlace(citation)}`}
        data-testid="citation-trigger"
        className={cn(
          'inline-flex h-6 shrink-0 items-center gap-1 rounded-full border bg-card px-2 text-[11px] font-semibold text-muted-foreground transition-colors',
          'hover:border-primary/50 hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none data-[state=open]:border-primary data-[state=open]:text-primary',
          className,
        )}
        onClick={(event) => event.stopPropagation()}
      >
        <BookOpenText className="size-3" aria-hidden />
        Source
      </PopoverTrigger>
      <PopoverContent aria-label="Source" onClick={(event) => event.stopPropagation()}>
        <p className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Source</p>
        <CitationBlock citation={citation} />
      </PopoverContent>
    </Popover>
  );
}
