import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { addDays, addMonths, formatDay, formatMonth, monthGrid, monthOf } from '../calendar-days';

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

interface DateCalendarProps {
  selected: string;
  today: string;
  onSelect: (day: string) => void;
  /** How many sessions each day has, for the dots under the days. */
  sessionsPerDay: ReadonlyMap<string, number>;
}

/** A single-date month calendar (spec §2); arrow keys move the selected day, days with sessions carry a dot. */
export function DateCalendar({ selected, today, onSelect, sessionsPerDay }: DateCalendarProps) {
  const [shownMonth, setMonth] = useState(monthOf(selected));
  // A day chosen from outside (a new plan's first session) brings its month into view.
  const [followed, setFollowed] = useState(selected);
  if (followed !== selected) {
    setFollowed(selected);
    setMonth(monthOf(selected));
  }

  const select = (day: string) => {
    onSelect(day);
    setMonth(monthOf(day));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = addDays(selected, move);
    select(next);
    requestAnimationFrame(() => document.querySelector<HTMLButtonElement>(`[data-day="${next}"]`)?.focus());
  };

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between">
        <Button variant="ghost" size="icon-sm" aria-label="Previous month" onClick={() => setMonth(addMonths(shownMonth, -1))}>
          <ChevronLeft aria-hidden />
        </Button>
        <p className="text-sm font-semibold" aria-live="polite">
          {formatMonth(shownMonth)}
        </p>
        <Button variant="ghost" size="icon-sm" aria-label="Next month" onClick={() => setMonth(addMonths(shownMonth, 1))}>
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-[11px] font-medium text-muted-foreground" aria-hidden>
        {WEEKDAYS.map((weekday) => (
          <span key={weekday}>{weekday}</span>
        ))}
      </div>
      <div className="grid grid-cols-7 gap-1" role="group" aria-label={`Days of ${formatMonth(shownMonth)}`} onKeyDown={onKeyDown}>
        {monthGrid(shownMonth)
          .flat()
          .map((day) => {
            const count = sessionsPerDay.get(day) ?? 0;
            const isSelected = day === selected;
            const outside = monthOf(day) !== shownMonth;
            return (
              <button
                key={day}
                type="button"
                data-day={day}
                tabIndex={isSelected ? 0 : -1}
                aria-pressed={isSelected}
                aria-label={`${formatDay(day)}${count ? `, ${count} study ${count === 1 ? 'session' : 'sessions'}` : ''}`}
                onClick={() => select(day)}
                className={cn(
                  'relative flex aspect-square min-h-9 flex-col items-center justify-center rounded-lg text-sm tabular-nums transition-colors',
                  'outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  isSelected ? 'bg-primary font-semibold text-primary-foreground shadow-sm' : 'hover:bg-accent',
                  !isSelected && outside && 'text-muted-foreground/50',
                  !isSelected && day === today && 'font-semibold text-primary ring-1 ring-primary/40',
                )}
              >
                {Number(day.slice(8))}
                {count ? (
                  <span className={cn('absolute bottom-1 size-1.5 rounded-full', isSelected ? 'bg-primary-foreground' : 'bg-primary')} aria-hidden />
                ) : null}
              </button>
            );
          })}
      </div>
    </div>
  );
}
