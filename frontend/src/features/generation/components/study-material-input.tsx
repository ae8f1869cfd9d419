import { generationLimits } from '@studyforge/contracts';
import { useEffect, useState } from 'react';
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

/** Said under the paste box once a copied page's marks came through, so the student knows what the signs are. */
const KEPT_MARKS_NOTE = 'Kept the copied page’s headings, bold terms, lists and boxes as # ** - > marks, so its key terms are found and its boxes set apart.';

/** Upload files, paste text, or both (Notes, Flashcards and Quizzes AI). */
export function StudyMaterialInput({ files, onFilesChange, text, onTextChange, disabled, fileHint, placeholder }: StudyMaterialInputProps) {
  const [keptMarks, setKeptMarks] = useState(false);
  useEffect(() => {
    if (text === '') setKeptMarks(false);
  }, [text]);
  return (
    <div className="grid gap-4">
      <FilePicker files={files} onFilesChange={onFilesChange} disabled={disabled} hint={fileHint} />
      <TextDivider>or paste text</TextDivider>
      <CountedTextarea
        label="Paste your notes"
        count={text.length > 0 ? `${text.length.toLocaleString('en-US')} characters` : null}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        onPaste={(event) => pasteKeepingMarks(event, onTextChange) && setKeptMarks(true)}
        note={keptMarks && text.length > 0 ? KEPT_MARKS_NOTE : null}
        disabled={disabled}
        maxLength={generationLimits.maxTextChars}
        rows={6}
        placeholder={placeholder ?? 'Paste lecture notes, a textbook section or an article...'}
        className="min-h-32 resize-y"
      />
    </div>
  );
}
