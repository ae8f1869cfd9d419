import { generationLimits } from '@studyforge/contracts';
import { useId } from 'react';
import { TextDivider } from '@/components/files/text-divider';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { FilePicker } from './file-picker';

interface StudyMaterialInputProps {
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  text: string;
  onTextChange: (text: string) => void;
  disabled?: boolean;
  /** Hint under the drop zone. */
  fileHint?: string;
  placeholder?: string;
}

/** Upload files, paste text, or both (Notes, Flashcards and Quizzes AI). */
export function StudyMaterialInput({ files, onFilesChange, text, onTextChange, disabled, fileHint, placeholder }: StudyMaterialInputProps) {
  const textId = useId();
  return (
    <div className="grid gap-4">
      <FilePicker files={files} onFilesChange={onFilesChange} disabled={disabled} hint={fileHint} />
      <TextDivider>or paste text</TextDivider>
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={textId}>Paste your notes</Label>
          <span className="text-xs text-muted-foreground tabular-nums" aria-hidden>
            {text.length > 0 ? `${text.length.toLocaleString('en-US')} characters` : null}
          </span>
        </div>
        <Textarea
          id={textId}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          disabled={disabled}
          maxLength={generationLimits.maxTextChars}
          rows={6}
          placeholder={placeholder ?? 'Paste lecture notes, a textbook section or an article...'}
          className="min-h-32 resize-y"
        />
      </div>
    </div>
  );
}
