import { ClipboardPaste, ImagePlus, X } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { FileDropZone } from '@/components/files/file-drop-zone';
import { toast } from '@/components/ui/use-toast';
import { toastPartsOf } from '@/lib/toast-parts';
import { imageProblem, namePastedImage } from '../image-files';

interface ImageInputProps {
  image: File | null;
  onImageChange: (image: File | null) => void;
  disabled?: boolean;
}

/** Refuses a file with the spec's toast; true when it may be used. */
function accept(file: File): boolean {
  const problem = imageProblem(file);
  if (problem) toast({ variant: 'destructive', ...toastPartsOf(problem, 'Invalid file type') });
  return !problem;
}

/**
 * One image: picked, dropped, or pasted from the clipboard anywhere on the page (Ctrl+V / ⌘V).
 * Shows a preview with a remove button. Non-images and images over 10MB get the spec's toasts.
 */
export function ImageInput({ image, onImageChange, disabled = false }: ImageInputProps) {
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  useEffect(() => {
    if (disabled) return;
    const onPaste = (event: ClipboardEvent) => {
      const file = Array.from(event.clipboardData?.files ?? []).find((item) => item.type.startsWith('image/')) ?? event.clipboardData?.files[0];
      if (!file) return;
      event.preventDefault();
      const named = /^image\.\w+$/.test(file.name) || !file.name ? namePastedImage(file) : file;
      if (accept(named)) onImageChange(named);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [disabled, onImageChange]);

  const choose = (file: File | undefined) => {
    if (file && accept(file)) onImageChange(file);
  };

  if (image && preview) {
    return (
      <figure className="relative grid gap-2 animate-fade-in" data-testid="chosen-image">
        <img src={preview} alt={`Your image: ${image.name}`} className="max-h-72 w-full rounded-2xl border bg-muted/40 object-contain" />
        <figcaption className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <span className="truncate" title={image.name}>
            {image.name} · {(image.size / 1024).toFixed(image.size < 10 * 1024 ? 1 : 0)} KB
          </span>
        </figcaption>
        <button
          type="button"
          aria-label={`Remove ${image.name}`}
          disabled={disabled}
          onClick={() => onImageChange(null)}
          className="absolute top-2 right-2 grid size-9 place-items-center rounded-full bg-card/90 text-muted-foreground shadow-soft transition-colors hover:bg-destructive/10 hover:text-destructive focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-50"
        >
          <X className="size-4" aria-hidden />
        </button>
      </figure>
    );
  }

  return (
    <div className="grid gap-2">
      <FileDropZone
        onFiles={(files) => choose(files[0])}
        accept="image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp"
        disabled={disabled}
        inputLabel="Upload an image"
        inputTestId="image-input"
        zoneTestId="image-dropzone"
        icon={ImagePlus}
        action="Choose an image"
        actionRest=" or drag it here"
      >
        <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <ClipboardPaste className="size-3.5" aria-hidden />
          or paste it from the clipboard (Ctrl+V / ⌘V)
        </span>
        <span className="text-xs text-muted-foreground">JPG, PNG or WebP, max 10MB</span>
      </FileDropZone>
    </div>
  );
}
