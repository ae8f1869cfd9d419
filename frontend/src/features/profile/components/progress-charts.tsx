import type { ProfileProgress } from '@studyforge/contracts';
import type { ReactElement, ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessageOf } from '@/lib/api-client';
import { useProfileProgress } from '../api/profile-queries';

const AXIS = { stroke: 'var(--muted-foreground)', fontSize: 12, tickLine: false, axisLine: false } as const;
const TOOLTIP = {
  contentStyle: { background: 'var(--popover)', border: '1px solid var(--border)', borderRadius: 12, color: 'var(--popover-foreground)' },
  cursor: { fill: 'var(--muted)', opacity: 0.5 },
} as const;

const shortDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
const weekLabel = (weekStart: string) => new Date(`${weekStart}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The Progress tab: scored attempts over time, accuracy per quiz, and cards made and trivia answered per week. */
export function ProgressCharts({ profileId }: { profileId: string }) {
  const progress = useProfileProgress(profileId);
  if (progress.isPending) return <Skeleton className="h-72 w-full rounded-3xl" />;
  if (progress.isError) return <p className="rounded-2xl border border-dashed p-6 text-sm text-muted-foreground">{errorMessageOf(progress.error, 'Progress could not be loaded.')}</p>;
  return <Charts progress={progress.data!} />;
}

function Charts({ progress }: { progress: ProfileProgress }) {
  const scores = progress.attempts.map((attempt, index) => ({ name: `${index + 1}`, date: shortDate(attempt.createdAt), title: attempt.title, score: attempt.score }));
  const accuracy = progress.accuracy.map((quiz) => ({ title: quiz.title.length > 18 ? `${quiz.title.slice(0, 17)}…` : quiz.title, fullTitle: quiz.title, score: quiz.averageScore, attempts: quiz.attempts }));
  const weeks = progress.weeks.map((week) => ({ week: weekLabel(week.weekStart), cards: week.cardsMade, trivia: week.triviaAnswered }));
  const unavailable = (part: ProfileProgress['unavailable'][number]) => progress.unavailable.includes(part);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard title="Scores over time" testId="chart-scores" empty={unavailable('attempts') ? 'Quiz scores are unavailable right now.' : scores.length === 0 ? 'No scored quizzes yet.' : null}>
        <LineChart data={scores} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="date" {...AXIS} />
          <YAxis domain={[0, 100]} unit="%" {...AXIS} />
          <Tooltip {...TOOLTIP} formatter={(value) => [`${value}%`, 'Score']} labelFormatter={(_, payload) => payload?.[0]?.payload?.title ?? ''} />
          <Line type="monotone" dataKey="score" name="Score" stroke="var(--primary)" strokeWidth={2.5} dot={{ r: 4, fill: 'var(--primary)' }} isAnimationActive={false} />
        </LineChart>
      </ChartCard>
      <ChartCard title="Accuracy by quiz" testId="chart-accuracy" empty={unavailable('attempts') ? 'Quiz scores are unavailable right now.' : accuracy.length === 0 ? 'No scored quizzes yet.' : null}>
        <BarChart data={accuracy} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="title" {...AXIS} interval={0} />
          <YAxis domain={[0, 100]} unit="%" {...AXIS} />
          <Tooltip {...TOOLTIP} formatter={(value) => [`${value}%`, 'Average score']} labelFormatter={(_, payload) => payload?.[0]?.payload?.fullTitle ?? ''} />
          <Bar dataKey="score" name="Average score" fill="var(--brand-to)" radius={[8, 8, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartCard>
      <ChartCard
        title="Cards made and trivia answered per week"
        testId="chart-weekly"
        className="lg:col-span-2"
        empty={unavailable('cards') && unavailable('trivia') ? 'Weekly activity is unavailable right now.' : null}
        note={unavailable('cards') ? 'Cards made are unavailable right now.' : unavailable('trivia') ? 'Trivia answers are unavailable right now.' : null}
      >
        <BarChart data={weeks} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="week" {...AXIS} />
          <YAxis allowDecimals={false} {...AXIS} />
          <Tooltip {...TOOLTIP} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="cards" name="Cards made" fill="var(--primary)" radius={[6, 6, 0, 0]} isAnimationActive={false} />
          <Bar dataKey="trivia" name="Trivia answered" fill="var(--spark)" radius={[6, 6, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartCard>
    </div>
  );
}

function ChartCard(props: { title: string; testId: string; empty: string | null; note?: string | null; className?: string; children: ReactNode }) {
  return (
    <section aria-label={props.title} data-testid={props.testId} className={`rounded-3xl border bg-card p-4 shadow-xs sm:p-5 ${props.className ?? ''}`}>
      <h3 className="mb-3 text-sm font-semibold">{props.title}</h3>
      {props.empty ? (
        <p className="grid h-56 place-items-center rounded-2xl border border-dashed text-sm text-muted-foreground">{props.empty}</p>
      ) : (
        <div className="h-56 w-full">
          <ResponsiveContainer width="100%" height="100%">
            {props.children as ReactElement}
          </ResponsiveContainer>
        </div>
      )}
      {props.note ? <p className="mt-2 text-xs text-muted-foreground">{props.note}</p> : null}
    </section>
  );
}
