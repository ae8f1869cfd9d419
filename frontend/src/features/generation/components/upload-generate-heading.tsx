import { Upload } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The head of Upload & Generate: its icon, the page's main heading and the line under it. Shared by the
 * panel and the dashboard's skeleton, so the text painted before the dashboard's code has run is the
 * same, in the same place.
 */
export function UploadGenerateHeading({ titleId, aside }: { titleId: string; aside: ReactNode }) {
  return (
    <div className="flex items-start gap-4">
      <span className="hidden size-12 shrink-0 place-items-center rounded-2xl bg-orange-500/12 text-orange-600 sm:grid dark:text-orange-400">
        <Upload className="size-6" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        {/* The page's main heading: the dashboard is the Upload & Generate screen. */}
        <h1 id={titleId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          Upload &amp; Generate
        </h1>
        <p className="mt-1 text-sm text-muted-foreground sm:text-base">
          Drop in lecture slides, readings or photos of your notes and get flashcards, a quiz, a practice test or trivia.
        </p>
      </div>
      {aside}
    </div>
  );
}
