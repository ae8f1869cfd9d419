import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BareHeader } from '@/components/bare-header';

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

/** The frame of /terms and /privacy: readable signed in or out, with a way back and to the other page. */
export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  return (
    <div className="flex flex-1 flex-col">
      <title>{`${title} · StudyForge`}</title>
      <BareHeader />
      <main className="container-page flex-1 pt-4 pb-16 sm:pt-8">
        <article className="mx-auto max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
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
          <nav aria-label="Legal" className="mt-12 flex flex-wrap gap-x-6 gap-y-2 border-t pt-6 text-sm">
            <Link to="/terms" className="font-medium text-primary hover:underline">
              Terms of Service
            </Link>
            <Link to="/privacy" className="font-medium text-primary hover:underline">
              Privacy Policy
            </Link>
            <Link to="/" className="font-medium text-primary hover:underline">
              Back to StudyForge
            </Link>
          </nav>
        </article>
      </main>
    </div>
  );
}
