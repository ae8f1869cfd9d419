import type { StudyShortfall } from '@studyforge/contracts';
import { AlertTriangle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { formatDay } from '../calendar-days';

const hours = (value: number) => `${value} ${value === 1 ? 'hour' : 'hours'}`;

/** The goals whose hours do not all fit before their due date, and by how much (nothing is dropped silently). */
export function ShortfallAlert({ shortfalls }: { shortfalls: StudyShortfall[] }) {
  if (shortfalls.length === 0) return null;
  return (
    <Alert variant="destructive" data-testid="plan-shortfalls">
      <AlertTriangle aria-hidden />
      <AlertTitle>Not everything fits before its due date</AlertTitle>
      <AlertDescription>
        <ul className="mt-1 grid gap-1">
          {shortfalls.map((shortfall) => (
            <li key={shortfall.goalId}>
              <strong>{shortfall.subject}</strong>: {hours(shortfall.missingHours)} of {hours(shortfall.requestedHours)} do not fit before{' '}
              {formatDay(shortfall.dueDate, { month: 'short', day: 'numeric' })}. Add hours per day, move the due date or lower another goal's priority.
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
