import { GENERATION_COUNT_RULES } from '@studyforge/contracts';
import { Layers3 } from 'lucide-react';
import { useState } from 'react';
import { CountPicker } from '@/components/study/count-picker';
import { EmptyState } from '@/components/study/empty-state';
import { DeckList } from '@/features/flashcards/components/deck-list';
import { DeckSkeleton, DeckStudy, type OpenDeck } from '@/features/flashcards/components/deck-study';
import { generateFlashcards } from '@/features/generation/api/generate-flashcards';
import { MaterialPanel } from '@/features/generation/components/tool-page/material-panel';
import { ToolPage } from '@/features/generation/components/tool-page/tool-page';
import { generationCost } from '@/features/generation/generation-cost';
import { useToolGeneration } from '@/features/generation/hooks/use-tool-generation';
import { creditsUsed, formatCredits } from '@/lib/format';

/** Flashcards AI (/flashcards-ai, spec §2): material and a count in (generation), a deck to study out (flashcards). */
export function FlashcardsAiRoute() {
  const [count, setCount] = useState<number>(GENERATION_COUNT_RULES.flashcards.default);
  const [deck, setDeck] = useState<OpenDeck | null>(null);
  const tool = useToolGeneration({
    generate: generateFlashcards,
    texts: {
      noMaterial: { title: 'No content provided', description: 'Please upload files or enter text to generate flashcards.' },
      success: 'Flashcards generated successfully!',
      ready: 'Your flashcards are ready!',
      failure: 'Failed to generate flashcards. Please try again.',
    },
    describe: (reply) => `${reply.flashcards.length} cards · ${creditsUsed(reply.creditsUsed)}.`,
    onGenerated: (reply) => setDeck({ key: reply.jobId, id: reply.deckId, title: null, flashcards: reply.flashcards, notice: reply.notice }),
  });

  return (
    <ToolPage
      tool={tool}
      icon={Layers3}
      tint="bg-violet-500/12 text-violet-600 dark:text-violet-400"
      title="Flashcards AI"
      description="Make flip-through flashcards from any document or pasted text, each one linked to its source."
      cost={`${formatCredits(generationCost('flashcards', 1))} per card`}
      material={
        <MaterialPanel tool={tool} generateLabel="Generate Flashcards" cost={generationCost('flashcards', count)} onGenerate={() => tool.run({ count })}>
          <CountPicker label="Number of flashcards" value={count} options={GENERATION_COUNT_RULES.flashcards.choices} onChange={setCount} disabled={tool.pending} />
        </MaterialPanel>
      }
      skeleton={<DeckSkeleton />}
      result={deck ? <DeckStudy deck={deck} /> : null}
      empty={
        <EmptyState icon={Layers3} title="Your flashcards will appear here" className="h-full min-h-72 bg-card/50">
          Upload a file or paste some text, pick how many cards you want, then choose Generate Flashcards.
        </EmptyState>
      }
      recent={
        <DeckList
          activeId={deck?.id ?? null}
          onOpen={(saved) => {
            setDeck({ key: `${saved.id}-${Date.now()}`, id: saved.id, title: saved.title, flashcards: saved.flashcards, notice: null });
            tool.reveal();
          }}
        />
      }
    />
  );
}
