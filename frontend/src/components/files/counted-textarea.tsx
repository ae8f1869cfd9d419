import { useId, type ComponentProps } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

interface CountedTextareaProps extends Omit<ComponentProps<typeof Textarea>, 'id'> {
  label: string;
  /** Beside the label ("1,204 words"); nothing while there is nothing to count. Hidden from screen readers. */
  count: string | null;
  /** A line under the field that explains what is in it; read with the field. */
  note?: string | null;
}

/** A labelled textarea for pasted material, with a count of what is in it beside the label. */
export function CountedTextarea({ label, count, note, ...textarea }: CountedTextareaProps) {
  const id = useId();
  const noteId = useId();
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <span className="text-xs text-muted-foreground tabular-nums" aria-hidden>
          {count}
        </span>
      </div>
      <Textarea id={id} aria-describedby={note ? noteId : undefined} {...textarea} />
      {note ? (
        <p id={noteId} className="text-xs text-muted-foreground">
          {note}
        </p>
      ) : null}
    </div>
  );
}
