import { X, type LucideIcon } from 'lucide-react';

interface ChosenFileProps {
  file: File;
  icon: LucideIcon;
  /** The line under the name (its size, and anything else worth saying). */
  detail: string;
  onRemove: () => void;
  disabled?: boolean;
  /** A list item in a list of files, a block on its own otherwise. */
  as?: 'li' | 'div';
  testId?: string;
}

/** A chosen file as a card: its icon, name and detail, and a button that removes it. */
export function ChosenFile({ file, icon: Icon, detail, onRemove, disabled = false, as: Tag = 'div', testId }: ChosenFileProps) {
  return (
    <Tag className="flex items-center gap-3 rounded-xl border bg-card px-3 py-2 shadow-xs animate-fade-in" data-testid={testId}>
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
        <Icon className="size-[18px]" aria-hidden />
      </span>
      <span className="grid min-w-0 flex-1">
        <span className="truncate text-sm font-medium" title={file.name}>
          {file.name}
        </span>
        <span className="text-xs text-muted-foreground">{detail}</span>
      </span>
      <button
        type="button"
        aria-label={`Remove ${file.name}`}
        disabled={disabled}
        onClick={onRemove}
        className="grid size-9 shrink-0 place-items-center rounded-full text-muted-foreground transition-colors hover:bg-destructive/10 hover:text-destructive focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-50"
      >
        <X className="size-4" aria-hidden />
      </button>
    </Tag>
  );
}
