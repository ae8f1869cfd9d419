import { BookOpen, GraduationCap } from 'lucide-react';
import { useId } from 'react';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import { MODE_NAMES, type TriviaMode } from '../trivia-selection';

const MODES: ReadonlyArray<{ mode: TriviaMode; label: string; description: string; icon: typeof BookOpen }> = [
  { mode: 'structured', label: MODE_NAMES.structured, description: 'Key terms from a course you take', icon: GraduationCap },
  { mode: 'books', label: MODE_NAMES.books, description: 'Questions about a book or a subject', icon: BookOpen },
];

/** Structured (major and course) or books (spec §2). */
export function ModePicker({ mode, onChange, disabled }: { mode: TriviaMode; onChange: (mode: TriviaMode) => void; disabled?: boolean }) {
  const labelId = useId();
  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm font-semibold">
        Choose a mode
      </span>
      <RadioGroup
        aria-labelledby={labelId}
        value={mode}
        onValueChange={(value) => onChange(value as TriviaMode)}
        disabled={disabled}
        orientation="horizontal"
        className="grid grid-cols-2 gap-2 sm:gap-3"
      >
        {MODES.map(({ mode: value, label, description, icon: Icon }) => (
          <RadioCard key={value} value={value} aria-label={label} className="group flex flex-col items-start gap-2.5 p-3 min-[480px]:flex-row min-[480px]:gap-3 sm:p-4">
            <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-muted text-muted-foreground transition-colors group-data-[state=checked]:bg-primary group-data-[state=checked]:text-primary-foreground">
              <Icon className="size-[18px]" aria-hidden />
            </span>
            <span className="grid min-w-0 gap-0.5">
              <span className="font-semibold">{label}</span>
              <span className="text-xs font-normal text-muted-foreground">{description}</span>
            </span>
          </RadioCard>
        ))}
      </RadioGroup>
    </div>
  );
}
