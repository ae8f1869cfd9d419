import type { Flashcard } from '@studyforge/contracts';
import { ChevronLeft, ChevronRight, Eye, EyeOff, RotateCw } from 'lucide-react';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CitationBlock } from './citation';
import { ProgressDots } from './progress-dots';
import { ReadAloudButton } from './read-aloud-button';

interface FlashcardViewerProps {
  cards: readonly Flashcard[];
  className?: string;
}

/**
 * One card at a time (spec §2, §4): tap, Space or Enter flips between question and answer, the
 * arrow keys and Previous/Next move (bounded), moving shows the question side, the dots jump to a
 * card. The answer side shows the card's source. Remount it (key) for a new set: it starts at card 1
 * with the answer hidden.
 */
export function FlashcardViewer({ cards, className }: FlashcardViewerProps) {
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const total = cards.length;
  const card = cards[Math.min(index, total - 1)];
  if (!card) return null;

  const go = (next: number) => {
    if (next < 0 || next >= total || next === index) return;
    setIndex(next);
    setRevealed(false);
  };
  const flip = () => setRevealed((value) => !value);

  const onCardKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      flip();
    }
  };
  const onRegionKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, [role="dialog"][data-slot="popover-content"]')) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    }
  };
  const onCardClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button, a')) return;
    flip();
  };

  const side = revealed ? 'answer' : 'question';
  return (
    <div role="region" aria-label="Flashcards" className={cn('grid gap-4', className)} onKeyDown={onRegionKey}>
      <div className="[perspective:1400px]">
        <div
          key={index}
          tabIndex={0}
          role="group"
          aria-roledescription="flashcard"
          aria-label={`Card ${index + 1} of ${total}, ${side} side. Press Space to flip.`}
          data-testid="flashcard"
          data-side={side}
          onClick={onCardClick}
          onKeyDown={onCardKey}
          className={cn(
            'relative grid cursor-pointer rounded-3xl transition-transform duration-500 ease-[cubic-bezier(0.2,0.8,0.2,1)] [transform-style:preserve-3d]',
            'focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
            revealed && '[transform:rotateY(180deg)]',
          )}
        >
          <div
            aria-hidden={revealed}
            inert={revealed}
            data-testid="flashcard-question"
            className="flex min-h-64 flex-col rounded-3xl border bg-card p-5 shadow-soft [backface-visibility:hidden] [grid-area:1/1] sm:min-h-72 sm:p-7"
          >
            <span className="w-fit rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-primary uppercase">Question</span>
            <p className="my-auto py-6 text-center text-lg leading-relaxed font-semibold text-balance sm:text-xl">{card.question}</p>
            <span className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
              <RotateCw className="size-3.5" aria-hidden />
              Tap the card to see the answer
            </span>
          </div>
          <div
            aria-hidden={!revealed}
            inert={!revealed}
            data-testid="flashcard-answer"
            className="flex min-h-64 flex-col gap-4 rounded-3xl border border-primary/30 bg-gradient-to-br from-accent to-card p-5 shadow-soft [backface-visibility:hidden] [grid-area:1/1] [transform:rotateY(180deg)] sm:min-h-72 sm:p-7"
          >
            <span className="w-fit rounded-full bg-success/15 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-success uppercase">Answer</span>
            <p className="my-auto text-center text-base leading-relaxed font-medium text-balance sm:text-lg">{card.answer}</p>
            <CitationBlock citation={card.citation} className="cursor-auto" />
          </div>
        </div>
      </div>

      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <span className="text-sm font-medium text-muted-foreground tabular-nums" data-testid="flashcard-counter" aria-live="polite">
          Card {index + 1} of {total}
        </span>
        <Button variant="outline" onClick={() => go(index + 1)} disabled={index === total - 1}>
          Next
          <ChevronRight aria-hidden />
        </Button>
      </div>

      <div className="flex flex-wrap items-center justify-center gap-2">
        <Button variant={revealed ? 'secondary' : 'brand'} onClick={flip}>
          {revealed ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          {revealed ? 'Show question' : 'Reveal answer'}
        </Button>
        <ReadAloudButton
          size="default"
          label="Read aloud"
          text={revealed ? card.answer : card.question}
        />
      </div>

      <ProgressDots count={total} current={index} onSelect={go} labelOf={(i) => `Go to card ${i + 1}`} />
    </div>
  );
}
