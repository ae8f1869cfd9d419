import type { SavedDeck } from '@studyforge/contracts';
import { Layers3 } from 'lucide-react';
import { RecentList } from '@/components/study/recent-list';
import { errorMessageOf } from '@/lib/api-client';
import { formatRelativeDate } from '@/lib/format';
import { useDecks } from '../api/get-decks';

interface DeckListProps {
  /** The deck on screen, highlighted in the list. */
  activeId: string | null;
  onOpen: (deck: SavedDeck) => void;
}

/** The student's saved decks, newest first. */
export function DeckList({ activeId, onOpen }: DeckListProps) {
  const decks = useDecks();
  return (
    <RecentList
      title="Your decks"
      icon={Layers3}
      items={decks.data?.map((d) => ({
        id: d.id,
        title: d.title,
        meta: `${d.flashcards.length} ${d.flashcards.length === 1 ? 'card' : 'cards'} · ${formatRelativeDate(d.createdAt)}`,
      }))}
      isLoading={decks.isLoading}
      error={decks.isError ? errorMessageOf(decks.error, 'Your decks could not be loaded.') : null}
      onRetry={() => void decks.refetch()}
      activeId={activeId}
      onOpen={(id) => {
        const saved = decks.data?.find((d) => d.id === id);
        if (saved) onOpen(saved);
      }}
      emptyTitle="No decks yet"
      emptyText="Every set you generate is saved here for another round of study."
    />
  );
}
