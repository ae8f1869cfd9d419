import { generationLimits } from '@studyforge/contracts';
import { CountedTextarea } from '@/components/files/counted-textarea';
import { TextDivider } from '@/components/files/text-divider';
import { pasteKeepingMarks } from '@/lib/pasted-study-text';
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
  return (
    <div className="grid gap-4">
      <FilePicker files={files} onFilesChange={onFilesChange} disabled={disabled} hint={fileHint} />
      <TextDivider>or paste text</TextDivider>
      <CountedTextarea
        label="Paste your notes"
        count={text.length > 0 ? `${text.length.toLocaleString('en-US')} characters` : null}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        onPaste={(event) => pasteKeepingMarks(event, onTextChange)}
        disabled={disabled}
        maxLength={generationLimits.maxTextChars}
        rows={6}
        placeholder={placeholder ?? 'Paste lecture notes, a textbook section or an article...'}
        className="min-h-32 resize-y"
      />
    </div>
  );
}
