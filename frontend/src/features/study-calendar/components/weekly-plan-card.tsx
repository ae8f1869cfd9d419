import { STUDY_PLAN_TIPS, type StudySession } from '@studyforge/contracts';
import { BellRing, Briefcase, Coffee, LineChart, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { addDays, formatDay, weekStart } from '../calendar-days';

const TIP_ICONS: LucideIcon[] = [BellRing, Briefcase, Coffee, LineChart];

/** Weekly Study Plan (spec §2): the selected week's sessions, hours and goals, and the four tips. */
export function WeeklyPlanCard({ sessions, selected }: { sessions: StudySession[]; selected: string }) {
  const from = weekStart(selected);
  const to = addDays(from, 6);
  const week = sessions.filter((session) => session.date >= from && session.date <= to);
  const hours = week.reduce((sum, session) => sum + session.duration, 0);
  const goals = new Set(week.map((session) => session.goalId)).size;
  const counters = [
    { label: 'Study Sessions', value: String(week.length) },
    { label: 'Total Hours', value: Number.isInteger(hours) ? String(hours) : hours.toFixed(1) },
    { label: 'Study Goals', value: String(goals) },
  ];
  const short = { month: 'short', day: 'numeric' } as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Weekly Study Plan</CardTitle>
        <CardDescription>
          {formatDay(from, short)} – {formatDay(to, short)}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid grid-cols-3 gap-3">
          {counters.map((counter) => (
            <div key={counter.label} className="rounded-xl bg-primary/8 px-2 py-3 text-center">
              <dd className="text-2xl font-bold text-primary tabular-nums">{counter.value}</dd>
              <dt className="mt-0.5 text-xs font-medium text-muted-foreground">{counter.label}</dt>
            </div>
          ))}
        </dl>
        <ul className="grid gap-2.5 text-sm" aria-label="Study tips">
          {STUDY_PLAN_TIPS.map((tip, index) => {
            const Icon = TIP_ICONS[index]!;
            return (
              <li key={tip} className="flex items-start gap-2.5">
                <span className="grid size-7 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground">
                  <Icon className="size-3.5" aria-hidden />
                </span>
                <span className="pt-1 text-muted-foreground">{tip}</span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
