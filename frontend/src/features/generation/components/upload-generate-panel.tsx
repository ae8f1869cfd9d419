import { GENERATION_COUNT_RULES, generationMessages } from '@studyforge/contracts';
import { Sparkles, Zap } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Mascot } from '@/components/mascot/mascot';
import { MASCOT_MESSAGES } from '@/components/mascot/mascot-timing';
import { useMascot } from '@/components/mascot/use-mascot';
import { CountPicker } from '@/components/study/count-picker';
import { Button } from '@/components/ui/button';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toastPartsOf } from '@/lib/toast-parts';
import { useGenerateContent, type GeneratedContent } from '../api/generate-content';
import { costLabel, generationCost, type UploadContentKind } from '../generation-cost';
import { CONTENT_KINDS } from './content-kinds';
import { FilePicker } from './file-picker';
import { GenerationProgress } from './generation-progress';
import { UploadGenerateHeading } from './upload-generate-heading';

/** The results' viewers (flashcards, quiz player, dialog) load when there is something to show, not with the dashboard. */
const loadResultsDialog = () => import('./generation-results-dialog');
const GenerationResultsDialog = lazy(async () => ({ default: (await loadResultsDialog()).GenerationResultsDialog }));

/** Every count the panel offers; a kind's larger ones are disabled (a quiz and trivia stop at 20). */
const UPLOAD_COUNT_CHOICES = GENERATION_COUNT_RULES.flashcards.choices;
const INITIAL_KIND: UploadContentKind = 'flashcards';

interface UploadGeneratePanelProps {
  /** The credit balance, to warn before a generation that costs more; null while unknown. */
  balance: number | null;
}

/**
 * Upload & Generate (spec §2, §4, §5): files, a content type, a count, Generate, a progress bar while
 * the job runs, then the results dialog. On success the file list clears and the results start fresh.
 */
export function UploadGeneratePanel({ balance }: UploadGeneratePanelProps) {
  const titleId = useId();
  const kindLabelId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [kind, setKind] = useState<UploadContentKind>(INITIAL_KIND);
  const [count, setCount] = useState<number>(GENERATION_COUNT_RULES[INITIAL_KIND].default);
  const [content, setContent] = useState<GeneratedContent | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const mascot = useMascot();
  const generate = useGenerateContent();
  const pending = generate.isPending;

  const cost = generationCost(kind, count);
  const short = balance !== null && cost > balance;

  const chooseKind = (next: UploadContentKind) => {
    setKind(next);
    setCount((current) => Math.min(current, GENERATION_COUNT_RULES[next].max));
  };

  const onGenerate = () => {
    if (files.length === 0) {
      const { title, description } = toastPartsOf(generationMessages.noFilesSelected, 'No files selected');
      toast({ variant: 'destructive', title, description });
      return;
    }
    mascot.think(MASCOT_MESSAGES.thinking);
    void loadResultsDialog();
    generate.mutate(
      { kind, files, count },
      {
        onSuccess: (result) => {
          setContent(result);
          setDialogOpen(true);
          setFiles([]);
          mascot.celebrate(CONTENT_KINDS.find((entry) => entry.kind === result.kind)?.made ?? 'All done!');
        },
        onError: (error) => {
          mascot.fail(MASCOT_MESSAGES.uploadFailed);
          toast({ variant: 'destructive', title: 'Generation failed', description: errorMessageOf(error, 'Failed to generate content') });
        },
      },
    );
  };

  return (
    <section
      aria-labelledby={titleId}
      data-testid="upload-generate"
      className="relative rounded-3xl border bg-card p-5 text-card-foreground shadow-soft sm:p-7"
    >
      <UploadGenerateHeading titleId={titleId} aside={<Mascot mood={mascot.mood} message={mascot.message} size={64} />} />

      <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:gap-8">
        <FilePicker files={files} onFilesChange={setFiles} disabled={pending} />

        <div className="grid content-start gap-5">
          <div className="grid gap-2">
            <span id={kindLabelId} className="text-sm leading-none font-medium">
              What should we make?
            </span>
            <RadioGroup
              aria-labelledby={kindLabelId}
              value={kind}
              onValueChange={(value) => chooseKind(value as UploadContentKind)}
              disabled={pending}
              className="grid grid-cols-2 gap-2"
            >
              {CONTENT_KINDS.map(({ kind: value, label, description, icon: Icon }) => (
                <RadioCard key={value} value={value} className="group flex items-start gap-2.5 p-3">
                  <Icon className="mt-0.5 size-[18px] shrink-0 text-muted-foreground group-data-[state=checked]:text-primary" aria-hidden />
                  <span className="grid min-w-0 gap-0.5">
                    <span className="font-semibold">{label}</span>
                    <span className="text-xs font-normal text-muted-foreground">{description}</span>
                  </span>
                </RadioCard>
              ))}
            </RadioGroup>
          </div>

          <CountPicker
            label="Number of questions"
            value={count}
            options={UPLOAD_COUNT_CHOICES}
            max={GENERATION_COUNT_RULES[kind].max}
            onChange={setCount}
            disabled={pending}
          />

          <div className="grid gap-3">
            <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm', short ? 'text-destructive' : 'text-muted-foreground')} data-testid="generation-cost">
              <Zap className="size-4 shrink-0 text-spark" aria-hidden />
              <span className="font-medium text-foreground">{costLabel(cost)}</span>
              {balance !== null ? <span>· you have {balance}</span> : null}
              {short ? <span className="w-full text-xs sm:w-auto">Not enough credits for this one.</span> : null}
            </p>
            <Button variant="brand" size="lg" className="w-full" onClick={onGenerate} disabled={pending}>
              {pending ? <Spinner className="size-4 text-current" /> : <Sparkles aria-hidden />}
              {pending ? 'Generating...' : 'Generate'}
            </Button>
          </div>
        </div>
      </div>

      {generate.progress ? <GenerationProgress progress={generate.progress} className="mt-6" /> : null}

      {content ? (
        <Suspense fallback={null}>
          <GenerationResultsDialog content={content} open={dialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      ) : null}
    </section>
  );
}
