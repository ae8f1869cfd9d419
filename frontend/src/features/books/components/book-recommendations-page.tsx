import { ArrowLeft, BookHeart, Library, Sparkles } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useBookList, useBookSubjects, useBooksConfig } from '../api/books-api';
import { resultsSummary } from '../book-links';
import { recommendationSubject, recommendationsLookup } from '../book-queries';
import { useBookStudy } from '../hooks/use-book-study';
import { BookFilters } from './book-filters';
import { BookGrid } from './book-grid';

interface BookRecommendationsPageProps {
  /** The student's major (null when not set): the recommendations are about it, else Computer Science. */
  major: string | null;
}

/**
 * Book Recommendations (/books, spec §2): 12 books for the student's major (or Computer Science), a
 * search and a subject filter (20 results). The search lives in the address, so Back returns to the
 * recommendations.
 */
export function BookRecommendationsPage({ major }: BookRecommendationsPageProps) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const subject = params.get('subject')?.trim() || null;
  const searching = Boolean(q || subject);
  const lookup = recommendationsLookup(q, subject, major);
  const { config } = useBooksConfig();
  const subjects = useBookSubjects();
  const list = useBookList(lookup);
  const study = useBookStudy();
  const about = recommendationSubject(major);

  const update = (next: { q?: string; subject?: string | null }) => {
    const merged = { q: next.q ?? q, subject: next.subject === undefined ? subject : next.subject };
    const search = new URLSearchParams();
    if (merged.q) search.set('q', merged.q);
    if (merged.subject) search.set('subject', merged.subject);
    setParams(search);
  };
  const backToRecommendations = () => setParams(new URLSearchParams());
  const count = list.books.length;

  return (
    <div className="grid gap-6 sm:gap-8">
      <title>Book Recommendations · StudyForge</title>
      <header className="flex items-start gap-4">
        <span className="hidden size-14 shrink-0 place-items-center rounded-2xl bg-rose-500/12 text-rose-600 sm:grid dark:text-rose-400">
          <BookHeart className="size-7" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Book Recommendations</h1>
          <p className="mt-1.5 max-w-2xl text-base text-muted-foreground">
            Reads picked for your major, with the best places to get them. Search for anything else you are curious about.
          </p>
          <Link to="/library" className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline sm:hidden">
            <Library className="size-4" aria-hidden />
            Browse the Educational Library
          </Link>
        </div>
        <Button asChild variant="outline" size="sm" className="hidden shrink-0 sm:inline-flex">
          <Link to="/library">
            <Library aria-hidden />
            Educational Library
          </Link>
        </Button>
      </header>

      <BookFilters
        label="Search books"
        query={q}
        onSearch={(text) => update({ q: text })}
        subject={subject}
        onSubjectChange={(value) => update({ subject: value })}
        subjects={subjects.subjects}
        subjectsLoading={subjects.isLoading}
      />

      <section aria-labelledby="books-results" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            {searching ? (
              <h2 id="books-results" className="text-xl font-bold tracking-tight">
                Search results
              </h2>
            ) : (
              <h2 id="books-results" className="flex items-center gap-2 text-xl font-bold tracking-tight">
                <Sparkles className="size-5 text-spark" aria-hidden />
                Recommended for {about}
              </h2>
            )}
            <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="results-summary">
              {list.isLoading || list.isRefreshing
                ? 'Finding books...'
                : searching
                  ? resultsSummary(count, q, subject)
                  : major
                    ? `Because you study ${major}.`
                    : 'Add your major to your profile to tailor these picks.'}
            </p>
          </div>
          {searching ? (
            <Button variant="ghost" size="sm" onClick={backToRecommendations}>
              <ArrowLeft aria-hidden />
              Back to recommendations
            </Button>
          ) : null}
        </div>
        <BookGrid
          list={list}
          label={searching ? 'Search results' : `Recommended books for ${about}`}
          affiliateTag={config.affiliateTag}
          onStudy={study.start}
          studying={study.studying}
          skeletons={searching ? 8 : 12}
          emptyAction={
            searching ? (
              <Button variant="outline" size="sm" onClick={backToRecommendations}>
                Back to recommendations
              </Button>
            ) : null
          }
        />
      </section>
      {study.dialog}
    </div>
  );
}
