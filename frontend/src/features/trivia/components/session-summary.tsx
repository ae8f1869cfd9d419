import { CalendarCheck2, Flame, RotateCcw, Settings2, Trophy, Zap } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { accuracyPercent, sessionVerdict, type TriviaScore } from '../trivia-game';

interface SessionSummaryProps {
  score: TriviaScore;
  total: number;
  subject: string;
  creditsUsed: number;
  bestStreak: number | null;
  dayStreak: number | null;
  onPlayAgain: () => void;
  onNewChallenge: () => void;
}

/** The end of a session: the score, the streaks, and two ways to start again. */
export function SessionSummary({ score, total, subject, creditsUsed, bestStreak, dayStreak, onPlayAgain, onNewChallenge }: SessionSummaryProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), []);
  const percent = accuracyPercent(score.correct, total);
  const angle = Math.round((percent / 100) * 360);
  const facts = [
    { label: 'Streak', value: score.streak, icon: Flame },
    { label: 'Best streak', value: bestStreak, icon: Trophy },
    { label: 'Day streak', value: dayStreak, icon: CalendarCheck2 },
    { label: 'Credits used', value: creditsUsed, icon: Zap },
  ];

  return (
    <section
      aria-labelledby="trivia-summary-title"
      className="grid justify-items-center gap-6 rounded-3xl border bg-card p-6 text-center shadow-soft sm:p-8"
      data-testid="trivia-session-summary"
    >
      <div className="grid size-36 place-items-center rounded-full p-2" style={{ background: `conic-gradient(var(--primary) ${angle}deg, var(--muted) ${angle}deg)` }} aria-hidden>
        <div className="grid size-full place-items-center rounded-full bg-card">
          <span className="text-3xl font-bold tabular-nums">
            {score.correct}/{total}
          </span>
        </div>
      </div>
      <div className="grid gap-1">
        <h2 id="trivia-summary-title" ref={headingRef} tabIndex={-1} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase outline-none">
          Challenge complete · {subject}
        </h2>
        <p className="text-2xl font-bold tracking-tight" data-testid="trivia-final-score">
          You got {score.correct} of {total} correct ({percent}%)
        </p>
        <p className="text-sm text-muted-foreground">{sessionVerdict(score.correct, total)}</p>
      </div>
      <dl className="grid w-full max-w-lg grid-cols-2 gap-2 sm:grid-cols-4">
        {facts.map(({ label, value, icon: Icon }) => (
          <div key={label} className="grid justify-items-center gap-1 rounded-2xl border bg-background/60 px-2 py-3">
            <dt className="flex items-center gap-1 text-xs font-medium text-muted-foreground">
              <Icon className="size-3.5" aria-hidden />
              {label}
            </dt>
            <dd className="text-xl font-bold tabular-nums">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <div className="flex w-full flex-col-reverse gap-2 sm:w-auto sm:flex-row">
        <Button variant="outline" size="lg" onClick={onNewChallenge}>
          <Settings2 aria-hidden />
          New Challenge
        </Button>
        <Button variant="brand" size="lg" onClick={onPlayAgain}>
          <RotateCcw aria-hidden />
          Play Again
        </Button>
      </div>
    </section>
  );
}
