import { Search, X } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/cn';

const ALL_SUBJECTS = '__all__';

interface BookFiltersProps {
  /** The search that is applied (the box can hold an unsubmitted edit). */
  query: string;
  onSearch: (query: string) => void;
  subject: string | null;
  onSubjectChange: (subject: string | null) => void;
  subjects: readonly string[];
  subjectsLoading?: boolean;
  placeholder?: string;
  /** Name of the search landmark. */
  label: string;
  className?: string;
}

/** A search box (Enter or Search applies it) and a subject filter that applies at once. */
export function BookFilters({ query, onSearch, subject, onSubjectChange, subjects, subjectsLoading = false, placeholder, label, className }: BookFiltersProps) {
  const searchId = useId();
  const subjectId = useId();
  const [draft, setDraft] = useState(query);
  useEffect(() => setDraft(query), [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className={cn('grid gap-3 rounded-2xl border bg-card p-3 shadow-soft sm:grid-cols-[minmax(0,1fr)_14rem_auto] sm:items-end sm:p-4', className)}
    >
      <div className="grid gap-1.5">
        <label htmlFor={searchId} className="text-xs font-semibold text-muted-foreground">
          Search
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id={searchId}
            type="search"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={200}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={placeholder ?? 'Title, author or topic'}
            className="pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden"
          />
          {draft ? (
            <button
              type="button"
              aria-label="Clear search"
              onClick={() => {
                setDraft('');
                if (query) onSearch('');
              }}
              className="absolute top-1/2 right-2 grid size-7 -translate-y-1/2 place-items-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <X className="size-4" aria-hidden />
            </button>
          ) : null}
        </div>
      </div>

      <div className="grid gap-1.5">
        <label id={`${subjectId}-label`} className="text-xs font-semibold text-muted-foreground">
          Subject
        </label>
        <Select
          value={subject ?? ALL_SUBJECTS}
          onValueChange={(value) => onSubjectChange(value === ALL_SUBJECTS ? null : value)}
          disabled={subjectsLoading && subjects.length === 0}
        >
          <SelectTrigger aria-labelledby={`${subjectId}-label`} data-testid="subject-filter">
            <SelectValue placeholder={subjectsLoading ? 'Loading subjects...' : 'All subjects'} />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_SUBJECTS}>All subjects</SelectItem>
            {subjects.length > 0 ? <SelectSeparator /> : null}
            {subjects.map((name) => (
              <SelectItem key={name} value={name}>
                {name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <Button type="submit" className="h-11 sm:w-auto">
        <Search aria-hidden />
        Search
      </Button>
    </form>
  );
}
