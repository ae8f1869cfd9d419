import type { StudySession } from '@studyforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Check, RotateCcw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { refreshQueries } from '@/lib/refresh-queries';
import { setStudySessionStatus, STUDY_PLAN_QUERY_KEY } from '../api/study-plan-api';
import { formatHours } from '../calendar-days';

function endTime(session: StudySession): string {
  const [hours, minutes] = session.startTime.split(':').map(Number) as [number, number];
  const end = hours * 60 + minutes + Math.round(session.duration * 60);
  return `${String(Math.floor(end / 60) % 24).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/** The sessions of the selected date (spec §2), each with its status badge and a way to mark it completed. */
export function DaySchedule({ sessions }: { sessions: StudySession[] }) {
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: ({ session, status }: { session: StudySession; status: StudySession['status'] }) => setStudySessionStatus(session.id, status),
    onSuccess: (_session, { status }) => {
      void refreshQueries(queryClient, [STUDY_PLAN_QUERY_KEY]);
      if (status === 'completed') toast({ title: 'Session completed', description: 'Nice work! Keep the streak going.' });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessageOf(error, 'The session could not be updated. Please try again.') }),
  });

  if (sessions.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-8 text-center">
        <CalendarDays className="size-6 text-muted-foreground" aria-hidden />
        <p className="text-sm font-medium text-muted-foreground">No study sessions scheduled</p>
      </div>
    );
  }

  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-2.5" aria-label="Study sessions">
      {sessions.map((session) => {
        const completed = session.status === 'completed';
        const busy = mark.isPending && mark.variables?.session.id === session.id;
        return (
          <li
            key={session.id}
            data-testid="study-session"
            className={cn('flex items-center gap-3 rounded-xl border p-3 transition-colors', completed ? 'bg-success/5' : 'bg-card')}
          >
            <div className="w-12 shrink-0 text-center">
              <p className="text-sm font-semibold tabular-nums">{session.startTime}</p>
              <p className="text-[11px] text-muted-foreground tabular-nums">{endTime(session)}</p>
            </div>
            <div className="min-w-0 flex-1 border-l pl-3">
              <p data-testid="session-subject" className={cn('truncate font-semibold', completed && 'text-muted-foreground line-through decoration-1')}>
                {session.subject}
              </p>
              <div className="mt-1 flex flex-wrap items-center gap-1.5">
                <Badge variant={completed ? 'default' : 'secondary'}>{completed ? 'completed' : 'scheduled'}</Badge>
                {session.kind === 'review' ? <Badge variant="spark">Review</Badge> : null}
                <span className="text-xs text-muted-foreground">{formatHours(session.duration)}</span>
              </div>
            </div>
            {completed ? (
              <Button
                variant="ghost"
                size="icon-sm"
                title="Mark not completed"
                onClick={() => mark.mutate({ session, status: 'scheduled' })}
                disabled={busy}
                aria-label={`Mark ${session.subject} at ${session.startTime} not completed`}
              >
                <RotateCcw aria-hidden />
              </Button>
            ) : (
              <Button
                variant="outline"
                size="icon-sm"
                className="rounded-full hover:border-success hover:bg-success/10 hover:text-success"
                title="Mark completed"
                onClick={() => mark.mutate({ session, status: 'completed' })}
                disabled={busy}
                aria-label={`Mark ${session.subject} at ${session.startTime} complete`}
              >
                <Check aria-hidden />
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
