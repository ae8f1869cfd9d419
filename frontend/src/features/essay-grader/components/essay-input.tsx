import { studyToolLimits } from '@studyforge/contracts';
import { FileText, UploadCloud, X } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { toastPartsOf } from '@/lib/toast-parts';
import { essayFileProblem } from '../essay-files';

interface EssayInputProps {
  file: File | null;
  onFileChange: (file: File | null) => void;
  text: string;
  onTextChange: (text: string) => void;
  disabled?: boolean;
}

/** The essay as one file (PDF, DOC, DOCX or TXT, max 10MB) or as pasted text; a file is graded instead of the text. */
export function EssayInput({ file, onFileChange, text, onTextChange, disabled = false }: EssayInputProps) {
  const inputId = useId();
  const textId = useId();
  const [dragging, setDragging] = useState(false);
  const choose = (picked: File | undefined) => {
    if (!picked) return;
    const problem = essayFileProblem(picked);
    if (problem) toast({ variant: 'destructive', ...toastPartsOf(problem, 'Invalid file type') });
    else onFileChange(picked);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) choose(event.dataTransfer.files[0]);
  };
  const words = text.trim() ? text.trim().split(/\s+/).length : 0;

  return (
    <div className="grid gap-4">
      {file ? (
        <div className="flex items-center gap-3 rounded-xl border bg-card px-3 py-2 shadow-xs animate-fade-in" data-testid="chosen-essay">
          <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
            <FileText className="size-[18px]" aria-hidden />
          </span>
          <span className="grid min-w-0 flex-1">
            <span className="truncate text-sm font-medium" title={file.name}>
              {file.name}
            </span>
            <span className="text-xs text-muted-foreground">{(file.size / 1024).toFixed(0)} KB · graded instead of pasted text</span>
          </span>
          <button
            type="button"
            aria-label={`Remove ${file.name}`}
            disabled={disabled}
            onClick={() => onFileChange(null)}
            className="grid size-9 shrink-0 place-items-center rounded-full text-muted-foreground transition-colors hover:bg-destructive/10 hover:text-destructive focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-50"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ) : (
        <div className="grid">
          <input
            id={inputId}
            type="file"
            accept=".pdf,.doc,.docx,.txt"
            disabled={disabled}
            aria-label="Upload your essay"
            className="peer sr-only"
            data-testid="essay-file-input"
            onChange={(event) => {
              choose(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
          />
          <label
            htmlFor={inputId}
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
              'flex min-h-32 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-input bg-muted/40 px-4 py-5 text-center transition-colors',
              'hover:border-primary/60 hover:bg-accent/40 peer-focus-visible:border-ring peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/30',
              dragging && 'border-primary bg-accent/60',
              disabled && 'pointer-events-none opacity-60',
            )}
          >
            <span className="grid size-10 place-items-center rounded-full bg-primary/10 text-primary">
              <UploadCloud className="size-5" aria-hidden />
            </span>
            <span className="text-sm font-semibold">
              <span className="text-primary">Choose your essay</span> or drag it here
            </span>
            <span className="text-xs text-muted-foreground">PDF, Word or TXT (max 10MB)</span>
          </label>
        </div>
      )}
      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-muted-foreground uppercase" aria-hidden>
        <span className="h-px flex-1 bg-border" />
        or paste it
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={textId}>Your essay</Label>
          <span className="text-xs text-muted-foreground tabular-nums" aria-hidden>
            {words > 0 ? `${words.toLocaleString('en-US')} words` : null}
          </span>
        </div>
        <Textarea
          id={textId}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          disabled={disabled || file !== null}
          maxLength={studyToolLimits.maxEssayChars}
          rows={8}
          placeholder="Paste your essay here: its title, introduction, body paragraphs and conclusion."
          className="min-h-40 resize-y"
        />
      </div>
    </div>
  );
}
