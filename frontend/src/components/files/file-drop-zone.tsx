import type { LucideIcon } from 'lucide-react';
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface FileDropZoneProps {
  /** The files picked in the dialog or dropped on the zone (none are checked here). */
  onFiles: (files: File[]) => void;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Accessible name of the file input. */
  inputLabel: string;
  inputTestId: string;
  /** Test id of the drop zone itself, when a test needs it. */
  zoneTestId?: string;
  /** Id of the element that describes the input (e.g. the hint). */
  describedBy?: string;
  icon: LucideIcon;
  /** A smaller zone and icon (min-h-32) than the default (min-h-44). */
  compact?: boolean;
  /** The highlighted call to action ("Choose files") and what follows it (" or drag them here"). */
  action: string;
  actionRest: string;
  /** The lines under the call to action (accepted types, limits). */
  children?: ReactNode;
  /** Classes for the zone (e.g. its height). */
  className?: string;
}

/**
 * A visually hidden file input and the dashed zone that opens it and takes dropped files, highlighted
 * while files are dragged over it. Renders the input and its label side by side (the zone styles its
 * focus from the input as a peer), so place it in the caller's own container.
 */
export function FileDropZone({
  onFiles,
  accept,
  multiple = false,
  disabled = false,
  inputLabel,
  inputTestId,
  zoneTestId,
  describedBy,
  icon: Icon,
  compact = false,
  action,
  actionRest,
  children,
  className,
}: FileDropZoneProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <>
      <input
        id={inputId}
        type="file"
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        aria-label={inputLabel}
        aria-describedby={describedBy}
        className="peer sr-only"
        data-testid={inputTestId}
        onChange={(event) => {
          onFiles(Array.from(event.currentTarget.files ?? []));
          event.currentTarget.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        data-testid={zoneTestId}
        data-dragging={dragging || undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-input bg-muted/40 px-4 text-center transition-colors',
          compact ? 'min-h-32 py-5' : 'min-h-44 py-6',
          'hover:border-primary/60 hover:bg-accent/40 peer-focus-visible:border-ring peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/30',
          className,
          dragging && 'border-primary bg-accent/60',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <span className={cn('grid place-items-center rounded-full bg-primary/10 text-primary', compact ? 'size-10' : 'size-11')}>
          <Icon className={compact ? 'size-5' : 'size-6'} aria-hidden />
        </span>
        <span className="text-sm font-semibold">
          <span className="text-primary">{action}</span>
          {actionRest}
        </span>
        {children}
      </label>
    </>
  );
}
