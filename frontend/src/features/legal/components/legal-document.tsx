import type { ReactNode } from 'react';
import { ReadingPage } from '@/components/reading-page';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** /terms and /privacy: dated, an introduction, then headed sections. */
export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  return (
    <ReadingPage title={title} footerLabel="Legal">
      <p className="mt-2 text-sm text-muted-foreground">Last updated {updated}</p>
      <div className="mt-6 text-base leading-relaxed">{intro}</div>
      {sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold tracking-tight">{section.heading}</h2>
          <div className="mt-3 grid gap-3 leading-relaxed text-foreground/90 [&_li]:ml-5 [&_li]:list-disc [&_ul]:grid [&_ul]:gap-1.5">
            {section.body}
          </div>
        </section>
      ))}
    </ReadingPage>
  );
}
