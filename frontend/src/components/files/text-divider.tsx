import type { ReactNode } from 'react';

/** A thin rule either side of a short uppercase word or two ("or paste text"); hidden from screen readers. */
export function TextDivider({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-muted-foreground uppercase" aria-hidden>
      <span className="h-px flex-1 bg-border" />
      {children}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
