import { useId } from 'react';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import { cn } from '@/lib/cn';

interface CountPickerProps {
  label: string;
  value: number;
  options: readonly number[];
  onChange: (value: number) => void;
  /** Options above this are disabled (an endpoint's own maximum). */
  max?: number;
  disabled?: boolean;
  className?: string;
}

/** How many items to make: a row of pill radios (5, 10, 15, ...). */
export function CountPicker({ label, value, options, onChange, max, disabled, className }: CountPickerProps) {
  const labelId = useId();
  return (
    <div className={cn('grid gap-2', className)}>
      <span id={labelId} className="text-sm leading-none font-medium">
        {label}
      </span>
      <RadioGroup
        aria-labelledby={labelId}
        value={String(value)}
        onValueChange={(next) => onChange(Number(next))}
        orientation="horizontal"
        disabled={disabled}
        className="flex flex-wrap gap-2"
      >
        {options.map((option) => (
          <RadioCard
            key={option}
            value={String(option)}
            aria-label={String(option)}
            disabled={max !== undefined && option > max}
            className="grid h-10 min-w-12 flex-1 place-items-center px-3 text-center tabular-nums sm:flex-none"
          >
            {option}
          </RadioCard>
        ))}
      </RadioGroup>
    </div>
  );
}
