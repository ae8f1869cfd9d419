import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { costLabel } from '../../generation-cost';
import type { ToolGeneration } from '../../hooks/use-tool-generation';
import type { GenerationProgress as GenerationProgressState } from '../../progress';
import { GenerationProgress } from '../generation-progress';
import { StudyMaterialInput } from '../study-material-input';

interface MaterialPanelProps<TFields> {
  tool: ToolGeneration<TFields>;
  /** The button, e.g. 'Generate Notes'. */
  generateLabel: string;
  /** What this generation costs, in credits. */
  cost: number;
  onGenerate: () => void;
  /** Shown under the drop zone instead of the default hint. */
  fileHint?: string;
  /** The page's own choices (a count, say), between the material and the button. */
  children?: ReactNode;
  /** The page's own material input instead of files and pasted text (an image and a question, say). */
  input?: ReactNode;
  /** Keeps the button disabled (e.g. until an image and a question are both given). */
  disabled?: boolean;
  /** What the progress bar says for this page's job, when it can say more than the stage (null: the stage's message). */
  progressMessage?: (progress: GenerationProgressState) => string | null;
}

/** The left column of a tool page: files and text, the page's choices, Generate, its cost and the job's progress. */
export function MaterialPanel<TFields>({ tool, generateLabel, cost, onGenerate, fileHint, children, input, disabled = false, progressMessage }: MaterialPanelProps<TFields>) {
  return (
    <section aria-label="Your material" className="grid content-start gap-5 rounded-3xl border bg-card p-5 shadow-soft sm:p-6">
      {input ?? (
        <StudyMaterialInput
          files={tool.files}
          onFilesChange={tool.setFiles}
          text={tool.text}
          onTextChange={tool.setText}
          disabled={tool.pending}
          fileHint={fileHint}
        />
      )}
      {children}
      <Button variant="brand" size="lg" className="w-full" onClick={onGenerate} disabled={tool.pending || disabled}>
        {tool.pending ? <Spinner className="size-4 text-current" /> : <Sparkles aria-hidden />}
        {tool.pending ? 'Generating...' : generateLabel}
      </Button>
      <p className="-mt-2 text-center text-xs text-muted-foreground" data-testid="generation-cost">
        {costLabel(cost)}
      </p>
      {tool.progress ? <GenerationProgress progress={tool.progress} message={progressMessage?.(tool.progress)} /> : null}
    </section>
  );
}
