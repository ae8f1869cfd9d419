import { STUDY_FILE_ACCEPT } from '@studyforge/contracts';
import { FileImage, FileText, UploadCloud } from 'lucide-react';
import { useId } from 'react';
import { ChosenFile } from '@/components/files/chosen-file';
import { FileDropZone } from '@/components/files/file-drop-zone';
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
  const hintId = useId();

  const add = (incoming: File[]) => {
    if (incoming.length === 0) return;
    const merged = mergeStudyFiles(files, incoming);
    reportProblems(merged.problems);
    if (merged.files.length !== files.length) onFilesChange(merged.files);
  };

  return (
    <div className={cn('grid content-start gap-3', className)}>
      <FileDropZone
        onFiles={add}
        accept={STUDY_FILE_ACCEPT}
        multiple
        disabled={disabled}
        inputLabel={label}
        inputTestId="file-input"
        zoneTestId="file-dropzone"
        describedBy={hintId}
        icon={UploadCloud}
        action="Choose files"
        actionRest=" or drag them here"
        className="min-h-40 sm:min-h-48 sm:py-8"
      >
        <span id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </span>
      </FileDropZone>

      {files.length > 0 ? (
        <ul aria-label="Chosen files" className="grid gap-2" data-testid="chosen-files">
          {files.map((file, index) => (
            <ChosenFile
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              as="li"
              file={file}
              icon={IMAGE_EXTENSIONS.includes(fileExtension(file.name)) ? FileImage : FileText}
              detail={formatFileSize(file.size)}
              onRemove={() => onFilesChange(files.filter((_, i) => i !== index))}
              disabled={disabled}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
