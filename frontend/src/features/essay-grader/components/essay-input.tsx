import { studyToolLimits } from '@studyforge/contracts';
import { FileText, UploadCloud } from 'lucide-react';
import { ChosenFile } from '@/components/files/chosen-file';
import { CountedTextarea } from '@/components/files/counted-textarea';
import { FileDropZone } from '@/components/files/file-drop-zone';
import { TextDivider } from '@/components/files/text-divider';
import { toast } from '@/components/ui/use-toast';
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
  const choose = (picked: File | undefined) => {
    if (!picked) return;
    const problem = essayFileProblem(picked);
    if (problem) toast({ variant: 'destructive', ...toastPartsOf(problem, 'Invalid file type') });
    else onFileChange(picked);
  };
  const words = text.trim() ? text.trim().split(/\s+/).length : 0;

  return (
    <div className="grid gap-4">
      {file ? (
        <ChosenFile
          file={file}
          icon={FileText}
          detail={`${(file.size / 1024).toFixed(0)} KB · graded instead of pasted text`}
          onRemove={() => onFileChange(null)}
          disabled={disabled}
          testId="chosen-essay"
        />
      ) : (
        <div className="grid">
          <FileDropZone
            onFiles={(picked) => choose(picked[0])}
            accept=".pdf,.doc,.docx,.txt"
            disabled={disabled}
            inputLabel="Upload your essay"
            inputTestId="essay-file-input"
            icon={UploadCloud}
            compact
            action="Choose your essay"
            actionRest=" or drag it here"
          >
            <span className="text-xs text-muted-foreground">PDF, Word or TXT (max 10MB)</span>
          </FileDropZone>
        </div>
      )}
      <TextDivider>or paste it</TextDivider>
      <CountedTextarea
        label="Your essay"
        count={words > 0 ? `${words.toLocaleString('en-US')} words` : null}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        disabled={disabled || file !== null}
        maxLength={studyToolLimits.maxEssayChars}
        rows={8}
        placeholder="Paste your essay here: its title, introduction, body paragraphs and conclusion."
        className="min-h-40 resize-y"
      />
    </div>
  );
}
