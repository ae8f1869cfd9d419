import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BareHeader } from '@/components/bare-header';

interface ReadingPageProps {
  /** The page's name, also its document title. */
  title: string;
  /** The accessible name of the links at its foot. */
  footerLabel: string;
  children: ReactNode;
}

/** The frame of the pages anyone may read, signed in or out (/terms, /privacy, /help): one column, a way back and to the others. */
export function ReadingPage({ title, footerLabel, children }: ReadingPageProps) {
  return (
    <div className="flex flex-1 flex-col">
      <title>{`${title} · StudyForge`}</title>
      <BareHeader />
      <main className="container-page flex-1 pt-4 pb-16 sm:pt-8">
        <article className="mx-auto max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          {children}
          <nav aria-label={footerLabel} className="mt-12 flex flex-wrap gap-x-6 gap-y-2 border-t pt-6 text-sm">
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
