import { API_ENDPOINTS, endpointUrl, priceOf, STUDY_HOURS_PER_DAY, type StudyPlan } from '@studyforge/contracts';
import { CalendarPlus, Download, Settings2, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formatCredits } from '@/lib/format';
import type { PlanProgress } from '../api/generate-study-plan';
import { googleCalendarLink } from '../google-calendar-link';
import { CalendarSubscription } from './calendar-subscription';
import { PlanProgressBar } from './plan-progress-bar';

interface StudySettingsCardProps {
  hoursPerDay: number;
  onHoursPerDayChange: (hours: number) => void;
  hasGoals: boolean;
  plan: StudyPlan | null;
  pending: boolean;
  progress: PlanProgress | null;
  onGenerate: () => void;
}

/** Study Settings (spec §2): hours per day (1 to 5, 6+), Generate Study Plan, and once a plan exists its exports. */
export function StudySettingsCard({ hoursPerDay, onHoursPerDayChange, hasGoals, plan, pending, progress, onGenerate }: StudySettingsCardProps) {
  const id = useId();
  const first = plan?.sessions[0];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Settings2 className="size-5 text-primary" aria-hidden />
          Study Settings
        </CardTitle>
        <CardDescription>Sessions are planned in your time zone, never past a goal's due date.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-hours`}>Available hours per day</Label>
          <Select value={String(hoursPerDay)} onValueChange={(value) => onHoursPerDayChange(Number(value))}>
            <SelectTrigger id={`${id}-hours`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {STUDY_HOURS_PER_DAY.map((hours) => (
                <SelectItem key={hours} value={String(hours)}>
                  {hours === 6 ? '6+ hours' : `${hours} ${hours === 1 ? 'hour' : 'hours'}`}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button variant="brand" size="lg" onClick={onGenerate} disabled={!hasGoals || pending}>
          <Sparkles aria-hidden />
          {pending ? 'Generating...' : 'Generate Study Plan'}
        </Button>
        <p className="-mt-2 text-center text-xs text-muted-foreground">
          {hasGoals ? `${formatCredits(priceOf('study-plan'))} per plan · replaces your current plan` : 'Add at least one study goal to generate a plan.'}
        </p>
        {progress ? <PlanProgressBar progress={progress} /> : null}
        {plan ? (
          <div className="grid gap-3 border-t pt-4">
            {first ? (
              <Button variant="outline" asChild>
                <a href={googleCalendarLink(first)} target="_blank" rel="noopener noreferrer">
                  <CalendarPlus aria-hidden />
                  Export to Google Calendar
                </a>
              </Button>
            ) : null}
            <Button variant="outline" asChild>
              <a href={endpointUrl(API_ENDPOINTS.downloadStudyCalendar)} download>
                <Download aria-hidden />
                Download .ics (whole plan)
              </a>
            </Button>
            <CalendarSubscription />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
