import type { StudyGoal, StudyGoalBody } from '@studyforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Clock, Plus, Target, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/study/empty-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { refreshQueries } from '@/lib/refresh-queries';
import { addStudyGoal, removeStudyGoal, STUDY_PLAN_QUERY_KEY } from '../api/study-plan-api';
import { formatDay } from '../calendar-days';
import { GoalForm } from './goal-form';
import { PriorityBadge } from './priority-badge';

/** Study Goals (spec §2, §4): the saved goals, Add Goal with its inline form, and removing a goal with its sessions. */
export function StudyGoalsCard({ goals }: { goals: StudyGoal[] }) {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const refresh = () => refreshQueries(queryClient, [STUDY_PLAN_QUERY_KEY]);

  const add = useMutation({
    mutationFn: (goal: StudyGoalBody) => addStudyGoal(goal),
    onSuccess: async () => {
      setAdding(false);
      await refresh();
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessageOf(error, 'The goal could not be added. Please try again.') }),
  });
  const remove = useMutation({
    mutationFn: (goal: StudyGoal) => removeStudyGoal(goal.id),
    onSuccess: () => refresh(),
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessageOf(error, 'The goal could not be removed. Please try again.') }),
  });

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle as="h2" className="flex items-center gap-2">
            <Target className="size-5 text-primary" aria-hidden />
            Study Goals
          </CardTitle>
          <CardDescription>What you need to learn, and by when.</CardDescription>
        </div>
        {!adding ? (
          <Button size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            Add Goal
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {adding ? <GoalForm pending={add.isPending} onAdd={(goal) => add.mutate(goal)} onCancel={() => setAdding(false)} /> : null}
        {goals.length === 0 && !adding ? (
          <EmptyState icon={Target} title="No study goals yet" className="py-8">
            Add the exams, essays and projects ahead of you, then generate a plan that spreads the work before each due date.
          </EmptyState>
        ) : null}
        {goals.length > 0 ? (
          <ul className="grid gap-3" aria-label="Study goals">
            {goals.map((goal) => (
              <li key={goal.id} className="flex items-start gap-3 rounded-xl border bg-card p-3.5">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="truncate font-semibold">{goal.subject}</p>
                    <PriorityBadge priority={goal.priority} />
                  </div>
                  {goal.description ? <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{goal.description}</p> : null}
                  <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
                    <span className="inline-flex items-center gap-1">
                      <CalendarClock className="size-3.5" aria-hidden />
                      Due {formatDay(goal.dueDate, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <Clock className="size-3.5" aria-hidden />
                      {goal.estimatedHours} {goal.estimatedHours === 1 ? 'hour' : 'hours'}
                    </span>
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Remove ${goal.subject}`}
                  disabled={remove.isPending && remove.variables?.id === goal.id}
                  onClick={() => remove.mutate(goal)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
