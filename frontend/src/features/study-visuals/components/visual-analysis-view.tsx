import type { ImageKind, VisualAnalysis } from '@studyforge/contracts';
import { BarChart3, Calculator, Camera, FileText, Network, PenLine, type LucideIcon } from 'lucide-react';
import { ReadAloudButton } from '@/components/study/read-aloud-button';
import { Badge } from '@/components/ui/badge';

const KINDS: Record<ImageKind, { label: string; icon: LucideIcon }> = {
  'printed-page': { label: 'Printed page', icon: FileText },
  handwriting: { label: 'Handwriting', icon: PenLine },
  chart: { label: 'Chart', icon: BarChart3 },
  diagram: { label: 'Diagram', icon: Network },
  equation: { label: 'Equation', icon: Calculator },
  photo: { label: 'Photo', icon: Camera },
};

export interface OpenAnalysis {
  id: string;
  question: string;
  fileName: string | null;
  analysis: string;
  visual: VisualAnalysis;
}

/** The analysis as readable sections: the answer first, then what the image is, its text, terms, math steps and limits; with read-aloud. */
export function VisualAnalysisView({ open }: { open: OpenAnalysis }) {
  const kind = KINDS[open.visual.imageKind];
  const KindIcon = kind.icon;
  return (
    <article className="grid gap-5 rounded-3xl border bg-card p-5 shadow-soft animate-fade-in sm:p-6" data-testid="visual-analysis" aria-label="Analysis">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1.5">
          <Badge variant="secondary" data-testid="image-kind">
            <KindIcon aria-hidden />
            {kind.label}
          </Badge>
          <h2 className="text-lg font-semibold text-balance">{open.question}</h2>
          {open.fileName ? <p className="truncate text-xs text-muted-foreground">{open.fileName}</p> : null}
        </div>
        <ReadAloudButton text={open.analysis} label="Read aloud" />
      </header>
      {open.visual.sections.map((section) => {
        const steps = section.heading.startsWith('Math:');
        const List = steps ? 'ol' : 'ul';
        return (
          <section key={section.heading} className="grid gap-2" aria-label={section.heading}>
            <h3 className="text-sm font-semibold tracking-wide text-primary uppercase">{section.heading}</h3>
            <List className={steps ? 'grid gap-1.5 rounded-2xl bg-muted/50 p-3 font-mono text-sm' : 'grid list-disc gap-1.5 pl-5 text-sm leading-relaxed marker:text-muted-foreground'}>
              {section.items.map((item, index) => (
                <li key={`${index}-${item}`} className="break-words">
                  {item}
                </li>
              ))}
            </List>
          </section>
        );
      })}
    </article>
  );
}
