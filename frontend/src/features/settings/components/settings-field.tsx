import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

/** Label, control, then the validation message (or a note) under it. */
export function SettingsField({ id, label, error, note, className, children }: { id: string; label: string; error?: string; note?: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : note ? (
        <p id={`${id}-note`} className="text-xs text-muted-foreground" data-testid={`${id}-note`}>
          {note}
        </p>
      ) : null}
    </div>
  );
}

/** aria wiring of a control to its SettingsField message. */
export function fieldAria(id: string, error?: string, note?: string) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : note ? `${id}-note` : undefined,
  } as const;
}
