import { TRIVIA_CREDITS_PER_QUESTION } from '@studyforge/contracts';
import { AlertTriangle, ArrowLeft, Play, Rocket } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { MODE_NAMES, summaryRows, triviaCost, type TriviaSelection } from '../trivia-selection';

interface ReadySummaryProps {
  selection: TriviaSelection;
  balance: number | null;
  pending: boolean;
  onBack: () => void;
  onStart: () => void;
}

/** 'Ready to Start' (spec §4): what was chosen, what it costs, 'Back to Selection' and start. */
export function ReadySummary({ selection, balance, pending, onBack, onStart }: ReadySummaryProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), []);
  const cost = triviaCost(selection.count);
  const short = balance !== null && balance < cost;

  return (
    <section aria-labelledby="trivia-ready" className="grid gap-5 rounded-3xl border bg-card p-5 shadow-soft sm:p-7" data-testid="trivia-ready">
      <div className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-gradient text-white shadow-md shadow-primary/20">
          <Rocket className="size-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id="trivia-ready" ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
              Ready to Start
            </h2>
            <Badge variant="accent" data-testid="summary-mode">
              {MODE_NAMES[selection.mode]}
            </Badge>
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            Questions come one at a time. Every right answer grows your streak; a wrong one resets it.
          </p>
        </div>
      </div>

      <dl className="grid gap-2 sm:grid-cols-2" data-testid="trivia-summary">
        {summaryRows(selection).map((row) => (
          <div key={row.label} className="grid gap-0.5 rounded-2xl border bg-background/60 px-4 py-3">
            <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{row.label}</dt>
            <dd className="font-semibold" data-testid={`summary-${row.label.toLowerCase()}`}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>

      {short ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden />
          <AlertDescription className="col-start-2">
            Insufficient credits. Each trivia question costs {TRIVIA_CREDITS_PER_QUESTION} credits. You have {balance}.
          </AlertDescription>
        </Alert>
      ) : balance !== null ? (
        <p className="text-sm text-muted-foreground">
          You have <span className="font-semibold text-foreground tabular-nums">{balance}</span> credits; this challenge uses {cost}.
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={onBack} disabled={pending}>
          <ArrowLeft aria-hidden />
          Back to Selection
        </Button>
        <Button variant="brand" size="lg" onClick={onStart} disabled={pending}>
          {pending ? <Spinner className="size-4 text-current" /> : <Play aria-hidden className="fill-current" />}
          {pending ? 'Writing your questions...' : 'Start Challenge'}
        </Button>
      </div>
    </section>
  );
}
