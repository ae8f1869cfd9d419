import type { Flashcard } from '@studyforge/contracts';
import { FlashcardViewer } from '@/components/study/flashcard-viewer';
import { GenerationNotice } from '@/components/study/generation-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useDecks } from '../api/get-decks';

export interface OpenDeck {
  /** Changes for every newly opened set, so the viewer starts over at card 1. */
  key: string;
  id: string;
  /** The saved title; null for a new deck until the saved list names it. */
  title: string | null;
  flashcards: Flashcard[];
  notice: string | null;
}

/** A deck to study: its title, how many cards, the server's notice and the flashcard viewer. */
export function DeckStudy({ deck }: { deck: OpenDeck }) {
  const decks = useDecks();
  const title = deck.title ?? decks.data?.find((d) => d.id === deck.id)?.title ?? 'Your flashcards';
  return (
    <section aria-label="Study your flashcards" className="grid gap-5 rounded-3xl border bg-card p-5 shadow-soft sm:p-7" data-testid="flashcards-study">
      <div>
        <h2 className="text-xl font-bold tracking-tight">{title}</h2>
        <p className="text-sm text-muted-foreground">
          {deck.flashcards.length} {deck.flashcards.length === 1 ? 'card' : 'cards'} · tap a card or press Space to flip, arrow keys to move
        </p>
      </div>
      <GenerationNotice notice={deck.notice} />
      <FlashcardViewer key={deck.key} cards={deck.flashcards} />
    </section>
  );
}

/** The deck's shape while it is written. */
export function DeckSkeleton() {
  return (
    <div className="grid gap-4 rounded-3xl border bg-card p-5 shadow-soft sm:p-7" aria-busy="true" aria-label="Making your flashcards">
      <Skeleton className="h-7 w-1/2" />
      <Skeleton className="h-64 w-full rounded-3xl sm:h-72" />
      <div className="flex justify-between">
        <Skeleton className="h-10 w-28" />
        <Skeleton className="h-10 w-28" />
      </div>
    </div>
  );
}
