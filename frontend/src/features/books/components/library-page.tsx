import { BookHeart, Library, Shuffle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useBookList, useBookSubjects, useBooksConfig } from '../api/books-api';
import { resultsSummary } from '../book-links';
import { libraryLookup } from '../book-queries';
import { useBookStudy } from '../hooks/use-book-study';
import { BookFilters } from './book-filters';
import { BookGrid } from './book-grid';

/**
 * The Educational Library (/library, spec §2): search the whole catalogue by text and/or subject
 * (20 results); with neither, a random shelf of 20 to browse. The search lives in the address, so
 * Back and a reload keep it.
 */
export function LibraryPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const subject = params.get('subject')?.trim() || null;
  const lookup = libraryLookup(q, subject);
  const { config } = useBooksConfig();
  const subjects = useBookSubjects();
  const list = useBookList(lookup);
  const study = useBookStudy();

  const update = (next: { q?: string; subject?: string | null }) => {
    const merged = { q: next.q ?? q, subject: next.subject === undefined ? subject : next.subject };
    const search = new URLSearchParams();
    if (merged.q) search.set('q', merged.q);
    if (merged.subject) search.set('subject', merged.subject);
    setParams(search);
  };
  const clear = () => setParams(new URLSearchParams());
  const filtered = lookup.kind === 'search';
  const count = list.books.length;

  return (
    <div className="grid gap-6 sm:gap-8">
      <title>Educational Library · StudyForge</title>
      <header className="flex items-start gap-4">
        <span className="hidden size-14 shrink-0 place-items-center rounded-2xl bg-sky-500/12 text-sky-600 sm:grid dark:text-sky-400">
          <Library className="size-7" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Educational Library</h1>
          <p className="mt-1.5 max-w-2xl text-base text-muted-foreground">
            Textbooks and classics for every major. Find a book, see where to get it, and turn it into flashcards or a quiz.
          </p>
          <Link to="/books" className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline sm:hidden">
            <BookHeart className="size-4" aria-hidden />
            Recommendations for your major
          </Link>
        </div>
        <Button asChild variant="outline" size="sm" className="hidden shrink-0 sm:inline-flex">
          <Link to="/books">
            <BookHeart aria-hidden />
            Recommendations
          </Link>
        </Button>
      </header>

      <BookFilters
        label="Search the library"
        query={q}
        onSearch={(text) => update({ q: text })}
        subject={subject}
        onSubjectChange={(value) => update({ subject: value })}
        subjects={subjects.subjects}
        subjectsLoading={subjects.isLoading}
      />

      <section aria-labelledby="library-results" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <h2 id="library-results" className="text-xl font-bold tracking-tight">
              {filtered ? 'Results' : 'Discover'}
            </h2>
            <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="results-summary">
              {list.isLoading || list.isRefreshing
                ? 'Finding books...'
                : filtered
                  ? resultsSummary(count, q, subject)
                  : 'A fresh shelf from every subject. Search or pick a subject to narrow it down.'}
            </p>
          </div>
          {filtered ? (
            <Button variant="ghost" size="sm" onClick={clear}>
              Clear filters
            </Button>
          ) : (
            <Button variant="outline" size="sm" onClick={list.retry} disabled={list.isFetching}>
              {list.isFetching ? <Spinner className="size-4 text-current" /> : <Shuffle aria-hidden />}
              Shuffle
            </Button>
          )}
        </div>
        <BookGrid
          list={list}
          label="Library books"
          affiliateTag={config.affiliateTag}
          onStudy={study.start}
          studying={study.studying}
          emptyAction={
            filtered ? (
              <Button variant="outline" size="sm" onClick={clear}>
                Clear filters
              </Button>
            ) : null
          }
        />
      </section>
      {study.dialog}
    </div>
  );
}
