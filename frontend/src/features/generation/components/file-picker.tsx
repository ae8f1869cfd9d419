import { STUDY_FILE_ACCEPT } from '@studyforge/contracts';
import { FileImage, FileText, UploadCloud, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { toastPartsOf } from '@/lib/toast-parts';
import { fileExtension, formatFileSize, mergeStudyFiles, STUDY_FILE_HINT } from '../study-files';

interface FilePickerProps {
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  disabled?: boolean;
  /** Under the drop zone; the accepted types and the 25MB limit by default. */
  hint?: string;
  /** Accessible name of the file input. */
  label?: string;
  className?: string;
}

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'];

/** Tells the student about refused files: the spec's message as a destructive toast. */
function reportProblems(problems: string[]): void {
  if (problems.length === 0) return;
  const first = toastPartsOf(problems[0], 'File not added');
  const more = problems.length - 1;
  toast({
    variant: 'destructive',
    title: first.title,
    description: more > 0 ? `${first.description} (and ${more} more ${more === 1 ? 'file' : 'files'} not added)` : first.description,
  });
}

/**
 * Study files: a drop zone that also opens the file dialog (pdf, doc, docx, txt, jpg, jpeg, png,
 * webp), the chosen files with their sizes and a remove button each. Wrong types and files over
 * 25 MB are refused with the spec's toasts.
 */
export function FilePicker({ files, onFilesChange, disabled = false, hint = STUDY_FILE_HINT, label = 'Upload files', className }: FilePickerProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const add = (incoming: File[]) => {
    if (incoming.length === 0) return;
    const merged = mergeStudyFiles(files, incoming);
    reportProblems(merged.problems);
    if (merged.files.length !== files.length) onFilesChange(merged.files);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    add(Array.from(event.dataTransfer.files));
  };

  return (
    <div className={cn('grid content-start gap-3', className)}>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        multiple
        accept={STUDY_FILE_ACCEPT}
        disabled={disabled}
        aria-label={label}
        aria-describedby={hintId}
        className="peer sr-only"
        data-testid="file-input"
        onChange={(event) => {
          add(Array.from(event.currentTarget.files ?? []));
          event.currentTarget.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        data-testid="file-dropzone"
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
          'flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-input bg-muted/40 px-4 py-6 text-center transition-colors sm:min-h-48 sm:py-8',
          'hover:border-primary/60 hover:bg-accent/40 peer-focus-visible:border-ring peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/30',
          dragging && 'border-primary bg-accent/60',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <span className="grid size-11 place-items-center rounded-full bg-primary/10 text-primary">
          <UploadCloud className="size-6" aria-hidden />
        </span>
        <span className="text-sm font-semibold">
          <span className="text-primary">Choose files</span> or drag them here
        </span>
        <span id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </span>
      </label>

      {files.length > 0 ? (
        <ul aria-label="Chosen files" className="grid gap-2" data-testid="chosen-files">
          {files.map((file, index) => {
            const Icon = IMAGE_EXTENSIONS.includes(fileExtension(file.name)) ? FileImage : FileText;
            return (
              <li
                key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
                className="flex items-center gap-3 rounded-xl border bg-card px-3 py-2 shadow-xs animate-fade-in"
              >
                <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon className="size-[18px]" aria-hidden />
                </span>
                <span className="grid min-w-0 flex-1">
                  <span className="truncate text-sm font-medium" title={file.name}>
                    {file.name}
                  </span>
                  <span className="text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
                </span>
                <button
                  type="button"
                  aria-label={`Remove ${file.name}`}
                  disabled={disabled}
                  onClick={() => onFilesChange(files.filter((_, i) => i !== index))}
                  className="grid size-9 shrink-0 place-items-center rounded-full text-muted-foreground transition-colors hover:bg-destructive/10 hover:text-destructive focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-50"
                >
                  <X className="size-4" aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
