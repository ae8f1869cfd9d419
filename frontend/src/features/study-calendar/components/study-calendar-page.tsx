import { priceOf, studyPlanLimits, studyPlanMessages } from '@studyforge/contracts';
import { CalendarDays } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Mascot } from '@/components/mascot/mascot';
import { useMascot } from '@/components/mascot/use-mascot';
import { ToolPageHeader } from '@/components/study/tool-page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { formatCredits } from '@/lib/format';
import { useStudyPlan } from '../api/study-plan-api';
import { browserTimeZone, formatDay, localDate } from '../calendar-days';
import { useStudyPlanGeneration } from '../hooks/use-study-plan-generation';
import { DateCalendar } from './date-calendar';
import { DaySchedule } from './day-schedule';
import { ShortfallAlert } from './shortfall-alert';
import { StudyGoalsCard } from './study-goals-card';
import { StudySettingsCard } from './study-settings-card';
import { WeeklyPlanCard } from './weekly-plan-card';

/** Study Calendar (/study-calendar, spec §2): goals and settings on the left; the calendar, the day's sessions and the week on the right. */
export function StudyCalendarPage() {
  const today = localDate();
  const [selected, setSelected] = useState(today);
  const [hoursPerDay, setHoursPerDay] = useState<number>(studyPlanLimits.defaultHoursPerDay);
  const mascot = useMascot();
  const studyPlan = useStudyPlan();
  const goals = studyPlan.data?.goals ?? [];
  const plan = studyPlan.data?.plan ?? null;
  // The hours of the saved plan, once it has loaded; the student's own choice after that.
  const [hoursFromPlan, setHoursFromPlan] = useState<string | null>(null);
  if (plan && hoursFromPlan === null) {
    setHoursFromPlan(plan.id);
    setHoursPerDay(plan.availableHoursPerDay);
  }
  const generation = useStudyPlanGeneration(mascot, (reply) => {
    const first = reply.studyPlan.find((session) => session.date >= today) ?? reply.studyPlan[0];
    if (first) setSelected(first.date);
  });

  const sessions = useMemo(() => plan?.sessions ?? [], [plan]);
  const sessionsPerDay = useMemo(() => {
    const counts = new Map<string, number>();
    for (const session of sessions) counts.set(session.date, (counts.get(session.date) ?? 0) + 1);
    return counts;
  }, [sessions]);
  const daySessions = sessions.filter((session) => session.date === selected);

  const generate = () => {
    if (goals.length === 0) {
      const [title, description] = studyPlanMessages.noGoals.split(': ');
      toast({ variant: 'destructive', title: title!, description: description! });
      return;
    }
    generation.generate({ availableHoursPerDay: hoursPerDay, startDate: today, timeZone: browserTimeZone() });
  };

  return (
    <div className="grid gap-8">
      <title>Study Calendar · StudyForge</title>
      <ToolPageHeader
        icon={CalendarDays}
        tint="bg-violet-500/12 text-violet-600 dark:text-violet-400"
        title="Study Calendar"
        description="List your goals and get a day-by-day plan: every hour placed before its due date, review sessions at the end, reminders 15 minutes before."
        cost={`${formatCredits(priceOf('study-plan'))} per plan`}
        mascot={<Mascot mood={mascot.mood} message={mascot.message} size={64} />}
      />

      {studyPlan.isPending ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <Skeleton className="h-96 rounded-2xl" />
          <Skeleton className="h-96 rounded-2xl" />
        </div>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-8">
          <div className="grid gap-6">
            <StudyGoalsCard goals={goals} />
            <StudySettingsCard
              hoursPerDay={hoursPerDay}
              onHoursPerDayChange={setHoursPerDay}
              hasGoals={goals.length > 0}
              plan={plan}
              pending={generation.pending}
              progress={generation.progress}
              onGenerate={generate}
            />
          </div>
          <div className="grid gap-6">
            {plan ? <ShortfallAlert shortfalls={plan.shortfalls} /> : null}
            <Card>
              <CardContent className="grid gap-6 pt-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]">
                <DateCalendar selected={selected} today={today} onSelect={setSelected} sessionsPerDay={sessionsPerDay} />
                <div className="grid min-w-0 content-start gap-3">
                  <CardHeader className="p-0">
                    <CardTitle as="h2" className="text-base">
                      {formatDay(selected)}
                    </CardTitle>
                  </CardHeader>
                  <DaySchedule sessions={daySessions} />
                </div>
              </CardContent>
            </Card>
            {plan ? <WeeklyPlanCard sessions={sessions} selected={selected} /> : null}
          </div>
        </div>
      )}
    </div>
  );
}
