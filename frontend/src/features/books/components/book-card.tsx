import { priceOf, type Book } from '@studyforge/contracts';
import { BookOpenText, ExternalLink, Layers3, ListChecks, ShoppingCart, Star, StarHalf, Store, Zap } from 'lucide-react';
import { useId, useState, type CSSProperties } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { logRetailerClick } from '../api/books-api';
import { authorsLabel, cardCategories, coverHue, editionLine, ratingView, retailerLinks, type Retailer, type RetailerLink } from '../book-links';
import { BookCover } from './book-cover';

export type BookStudyKind = 'flashcards' | 'quiz';

/** What studying a book costs: 5 flashcards (1 credit each) or one 5-question quiz. */
export const BOOK_STUDY_COUNT = 5;
export const BOOK_STUDY_COST: Record<BookStudyKind, number> = {
  flashcards: priceOf('flashcards') * BOOK_STUDY_COUNT,
  quiz: priceOf('quiz'),
};

const RETAILER_ICONS: Record<Retailer, typeof ShoppingCart> = { amazon: ShoppingCart, bookshop: Store, preview: BookOpenText };

interface BookCardProps {
  book: Book;
  affiliateTag: string;
  /** Flashcards or a quiz about the book; the buttons are hidden without it. */
  onStudy?: (book: Book, kind: BookStudyKind) => void;
  /** Which study generation is running for this book, if any (its button spins; both are disabled). */
  studying?: BookStudyKind | null;
  /** Any study generation is running (the buttons of every card are disabled). */
  studyDisabled?: boolean;
  className?: string;
}

/**
 * A book result (spec §2): cover, title, authors (or 'Unknown Author'), the rating only when known, at
 * most two categories, the description, and 'Where to buy' — the online retailer marked 'Best Deal', a
 * bookstore search and the preview — each opening in a new tab without a referrer and logged.
 */
export function BookCard({ book, affiliateTag, onStudy, studying = null, studyDisabled = false, className }: BookCardProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [expanded, setExpanded] = useState(false);
  const rating = ratingView(book);
  const categories = cardCategories(book.categories);
  const edition = editionLine(book);
  const description = book.description?.trim() ?? '';
  const long = description.length > 180;
  const links = retailerLinks(book, affiliateTag);

  return (
    <article
      aria-labelledby={titleId}
      data-testid="book-card"
      className={cn('flex flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-soft transition-shadow hover:shadow-lifted', className)}
    >
      <div className="flex items-start gap-4 p-4 sm:flex-col sm:items-stretch sm:gap-0 sm:p-0">
        <div
          className="shrink-0 sm:grid sm:place-items-center sm:bg-[oklch(0.955_0.025_var(--cover-hue))] sm:py-5 sm:dark:bg-[oklch(0.27_0.035_var(--cover-hue))]"
          style={{ '--cover-hue': coverHue(book.title) } as CSSProperties}
        >
          <BookCover book={book} />
        </div>
        <div className="grid min-w-0 content-start gap-2.5 sm:px-5 sm:pt-4">
          <div className="grid gap-1">
            <h3 id={titleId} className="line-clamp-3 text-base leading-snug font-semibold tracking-tight sm:line-clamp-2" title={book.title} data-testid="book-title">
              {book.title}
            </h3>
            <p className="line-clamp-2 text-sm text-muted-foreground sm:line-clamp-1" data-testid="book-authors">
              {authorsLabel(book.authors)}
            </p>
          </div>
          {rating || categories.length > 0 ? (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              {rating ? <RatingStars rating={rating} /> : null}
              {categories.map((category) => (
                <Badge key={category} variant="secondary" className="max-w-full truncate font-medium" data-testid="book-category">
                  {category}
                </Badge>
              ))}
            </div>
          ) : null}
        </div>
      </div>

      <div className="@container flex flex-1 flex-col gap-3 px-4 pb-4 sm:px-5 sm:pt-3 sm:pb-5">
        {description ? (
          <div className="grid gap-1">
            <p id={descriptionId} className={cn('text-sm leading-relaxed text-muted-foreground', !expanded && 'line-clamp-3')} data-testid="book-description">
              {description}
            </p>
            {long ? (
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={descriptionId}
                onClick={() => setExpanded((value) => !value)}
                className="w-fit rounded text-xs font-semibold text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                {expanded ? 'Show less' : 'Read more'}
              </button>
            ) : null}
          </div>
        ) : null}

        {edition ? <p className="text-xs text-muted-foreground/90">{edition}</p> : null}

        <div className="mt-auto grid gap-3 pt-1">
          <section aria-label={`Where to buy ${book.title}`} className="grid gap-2">
            <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Where to buy</h4>
            <ul className="grid gap-1.5">
              {links.map((link) => (
                <li key={link.retailer}>
                  <RetailerRow link={link} onOpen={() => logRetailerClick(book, link.retailer)} />
                </li>
              ))}
            </ul>
          </section>

          {onStudy ? (
            <div className="grid gap-2 border-t pt-3">
              <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Study this book</span>
              <div className="grid grid-cols-1 gap-2 @[17rem]:grid-cols-2">
                <StudyButton kind="flashcards" label="Flashcards" icon={Layers3} book={book} onStudy={onStudy} studying={studying} disabled={studyDisabled} />
                <StudyButton kind="quiz" label="Quiz" icon={ListChecks} book={book} onStudy={onStudy} studying={studying} disabled={studyDisabled} />
              </div>
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}

function RetailerRow({ link, onOpen }: { link: RetailerLink; onOpen: () => void }) {
  const Icon = RETAILER_ICONS[link.retailer];
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noreferrer"
      onClick={onOpen}
      data-retailer={link.retailer}
      className={cn(
        'group flex items-center gap-2 rounded-xl border px-2.5 py-2 text-sm transition-colors @[17rem]:gap-2.5 @[17rem]:px-3',
        'hover:border-primary/40 hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
        link.bestDeal && 'border-success/40 bg-success/[0.06] dark:bg-success/10',
      )}
    >
      <Icon className={cn('size-4 shrink-0', link.bestDeal ? 'text-success' : 'text-muted-foreground')} aria-hidden />
      <span className="grid min-w-0 flex-1 leading-tight">
        <span className="flex min-w-0 items-center gap-1.5">
          <span className="truncate font-semibold">{link.name}</span>
          {link.bestDeal ? (
            <Badge className="border-transparent bg-success px-2 py-px text-[11px] text-success-foreground" data-testid="best-deal">
              Best Deal
            </Badge>
          ) : null}
        </span>
        <span className={cn('truncate text-xs text-muted-foreground', link.retailer !== 'preview' && 'hidden @[17rem]:block')}>{link.note}</span>
      </span>
      <ExternalLink className="hidden size-3.5 shrink-0 text-muted-foreground transition-colors group-hover:text-foreground @[15rem]:block" aria-hidden />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

function RatingStars({ rating }: { rating: NonNullable<ReturnType<typeof ratingView>> }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm" role="img" aria-label={rating.label} data-testid="book-rating">
      <span className="inline-flex text-spark" aria-hidden>
        {Array.from({ length: 5 }, (_, index) => {
          const filled = rating.stars - index;
          if (filled >= 1) return <Star key={index} className="size-3.5 fill-current" />;
          if (filled >= 0.5) return <StarHalf key={index} className="size-3.5 fill-current" />;
          return <Star key={index} className="size-3.5 text-muted-foreground/35" />;
        })}
      </span>
      <span className="font-semibold tabular-nums" aria-hidden>
        {rating.value}
      </span>
      {rating.count ? (
        <span className="text-xs text-muted-foreground" aria-hidden>
          {rating.count}
        </span>
      ) : null}
    </span>
  );
}

interface StudyButtonProps {
  kind: BookStudyKind;
  label: string;
  icon: typeof Layers3;
  book: Book;
  onStudy: (book: Book, kind: BookStudyKind) => void;
  studying: BookStudyKind | null;
  disabled: boolean;
}

function StudyButton({ kind, label, icon: Icon, book, onStudy, studying, disabled }: StudyButtonProps) {
  const busy = studying === kind;
  const cost = BOOK_STUDY_COST[kind];
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-9 w-full justify-start gap-1.5 px-2.5"
      disabled={disabled || studying !== null}
      title={`${kind === 'flashcards' ? `${BOOK_STUDY_COUNT} flashcards` : `A ${BOOK_STUDY_COUNT}-question quiz`} about this book · ${cost} credits`}
      onClick={() => onStudy(book, kind)}
    >
      {busy ? <Spinner className="size-4 text-current" /> : <Icon aria-hidden />}
      {label}
      <span className="ml-auto inline-flex items-center gap-0.5 font-medium text-muted-foreground tabular-nums" aria-hidden>
        <Zap className="size-3 text-spark" />
        {cost}
      </span>
      <span className="sr-only">{` about ${book.title}, ${cost} credits`}</span>
    </Button>
  );
}

/** The card's shape while books load. */
export function BookCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-soft" aria-hidden data-testid="book-card-skeleton">
      <div className="grid place-items-center bg-muted/60 py-5">
        <Skeleton className="aspect-[2/3] w-28 rounded-md sm:w-32" />
      </div>
      <div className="grid gap-3 p-4 sm:p-5">
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-1/2" />
        <div className="flex gap-2">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-11 w-full rounded-xl" />
        <Skeleton className="h-11 w-full rounded-xl" />
      </div>
    </div>
  );
}
