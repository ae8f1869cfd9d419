import { generationLimits, type Flashcard } from '@studyforge/contracts';
import { Info, Layers3, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { Mascot } from '@/components/mascot/mascot';
import { MASCOT_MESSAGES } from '@/components/mascot/mascot-timing';
import { useMascot } from '@/components/mascot/use-mascot';
import { CountPicker } from '@/components/study/count-picker';
import { EmptyState } from '@/components/study/empty-state';
import { FlashcardViewer } from '@/components/study/flashcard-viewer';
import { GenerationProgress } from '@/components/study/generation-progress';
import { RecentList } from '@/components/study/recent-list';
import { StudyMaterialInput } from '@/components/study/study-material-input';
import { ToolPageHeader } from '@/components/study/tool-page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { formatRelativeDate } from '@/lib/format';
import { failureDescription } from '@/lib/generation/failure';
import { costLabel, generationCost } from '@/lib/generation/generation-cost';
import { hasStudyMaterial } from '@/lib/generation/types';
import { useGenerateFlashcards } from '../api/generate-flashcards';
import { useDecks } from '../api/get-decks';

interface OpenDeck {
  /** Changes for every newly opened set, so the viewer starts over at card 1. */
  key: string;
  id: string;
  title: string | null;
  flashcards: Flashcard[];
  notice: string | null;
}

/** Flashcards AI (/flashcards-ai, spec §2): material and a count in, a deck to study out. */
export function FlashcardsPage() {
  const [files, setFiles] = useState<File[]>([]);
  const [text, setText] = useState('');
  const [count, setCount] = useState<number>(generationLimits.defaultFlashcardCount);
  const [deck, setDeck] = useState<OpenDeck | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const mascot = useMascot();
  const generate = useGenerateFlashcards();
  const decks = useDecks();
  const pending = generate.isPending;

  const onGenerate = () => {
    if (!hasStudyMaterial({ files, text })) {
      toast({ variant: 'destructive', title: 'No content provided', description: 'Please upload files or enter text to generate flashcards.' });
      return;
    }
    mascot.think(MASCOT_MESSAGES.thinking);
    generate.mutate(
      { files, text, count },
      {
        onSuccess: (reply) => {
          setDeck({ key: reply.jobId, id: reply.deckId, title: null, flashcards: reply.flashcards, notice: reply.notice });
          setFiles([]);
          mascot.celebrate('Your flashcards are ready!');
          toast({ title: 'Flashcards generated successfully!', description: `${reply.flashcards.length} cards · ${reply.creditsUsed} ${reply.creditsUsed === 1 ? 'credit' : 'credits'} used.` });
          resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        },
        onError: (error) => {
          mascot.fail(MASCOT_MESSAGES.uploadFailed);
          toast({ variant: 'destructive', title: 'Error', description: failureDescription(error, 'Failed to generate flashcards. Please try again.') });
        },
      },
    );
  };

  const savedTitle = deck ? (deck.title ?? decks.data?.find((d) => d.id === deck.id)?.title ?? 'Your flashcards') : null;

  return (
    <div className="grid gap-8">
      <title>Flashcards AI · StudyForge</title>
      <ToolPageHeader
        icon={Layers3}
        tint="bg-violet-500/12 text-violet-600 dark:text-violet-400"
        title="Flashcards AI"
        description="Make flip-through flashcards from any document or pasted text, each one linked to its source."
        cost={`${generationCost('flashcards', 1)} ${generationCost('flashcards', 1) === 1 ? 'credit' : 'credits'} per card`}
        mascot={<Mascot mood={mascot.mood} message={mascot.message} size={64} />}
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-8">
        <section aria-label="Your material" className="grid content-start gap-5 rounded-3xl border bg-card p-5 shadow-soft sm:p-6">
          <StudyMaterialInput files={files} onFilesChange={setFiles} text={text} onTextChange={setText} disabled={pending} />
          <CountPicker label="Number of flashcards" value={count} options={generationLimits.flashcardCounts} onChange={setCount} disabled={pending} />
          <Button variant="brand" size="lg" className="w-full" onClick={onGenerate} disabled={pending}>
            {pending ? <Spinner className="size-4 text-current" /> : <Sparkles aria-hidden />}
            {pending ? 'Generating...' : 'Generate Flashcards'}
          </Button>
          <p className="-mt-2 text-center text-xs text-muted-foreground" data-testid="generation-cost">
            {costLabel(generationCost('flashcards', count))}
          </p>
          {generate.progress ? <GenerationProgress progress={generate.progress} /> : null}
        </section>

        <div ref={resultRef} className="scroll-mt-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {pending ? (
            <div className="grid gap-4 rounded-3xl border bg-card p-5 shadow-soft sm:p-7" aria-busy="true" aria-label="Making your flashcards">
              <Skeleton className="h-7 w-1/2" />
              <Skeleton className="h-64 w-full rounded-3xl sm:h-72" />
              <div className="flex justify-between">
                <Skeleton className="h-10 w-28" />
                <Skeleton className="h-10 w-28" />
              </div>
            </div>
          ) : deck ? (
            <section aria-label="Study your flashcards" className="grid gap-5 rounded-3xl border bg-card p-5 shadow-soft sm:p-7" data-testid="flashcards-study">
              <div>
                <h2 className="text-xl font-bold tracking-tight">{savedTitle}</h2>
                <p className="text-sm text-muted-foreground">
                  {deck.flashcards.length} {deck.flashcards.length === 1 ? 'card' : 'cards'} · tap a card or press Space to flip, arrow keys to move
                </p>
              </div>
              {deck.notice ? (
                <Alert data-testid="generation-notice" role="note">
                  <Info aria-hidden className="text-primary" />
                  <AlertDescription className="col-start-2">{deck.notice}</AlertDescription>
                </Alert>
              ) : null}
              <FlashcardViewer key={deck.key} cards={deck.flashcards} />
            </section>
          ) : (
            <EmptyState icon={Layers3} title="Your flashcards will appear here" className="h-full min-h-72 bg-card/50">
              Upload a file or paste some text, pick how many cards you want, then choose Generate Flashcards.
            </EmptyState>
          )}
        </div>

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
          activeId={deck?.id ?? null}
          onOpen={(id) => {
            const saved = decks.data?.find((d) => d.id === id);
            if (!saved) return;
            setDeck({ key: `${saved.id}-${Date.now()}`, id: saved.id, title: saved.title, flashcards: saved.flashcards, notice: null });
            resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
          emptyTitle="No decks yet"
          emptyText="Every set you generate is saved here for another round of study."
        />
      </div>
    </div>
  );
}
