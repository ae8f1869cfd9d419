import { useRef, useState, type RefObject } from 'react';
import { MASCOT_MESSAGES } from '@/components/mascot/mascot-timing';
import { useMascot, type MascotControls } from '@/components/mascot/use-mascot';
import { toast } from '@/components/ui/use-toast';
import { failureDescription } from '@/lib/failure-description';
import type { GenerationCallOptions } from '../api/post-generation';
import type { GenerationProgress } from '../progress';
import { hasStudyMaterial, type StudyMaterial, type ToolRequest } from '../study-material';
import { useGeneration } from './use-generation';

/** A toast's two lines. */
export interface ToastText {
  title: string;
  description: string;
}

/** What a tool page says along the way (spec §5, §8), verbatim. */
export interface ToolGenerationTexts {
  /** The toast when there is neither a file nor text. */
  noMaterial: ToastText;
  /** The success toast's title. */
  success: string;
  /** What the mascot says while the job runs; 'Reading your material...' unless given. */
  thinking?: string;
  /** What the mascot says when the result is ready. */
  ready: string;
  /** The spec's failure sentence, shown under 'Error' with the server's own message after it. */
  failure: string;
}

export interface ToolGenerationOptions<TFields, TReply> {
  /** The generation endpoint: the material plus the page's own fields. */
  generate: (request: ToolRequest<TFields>, options: GenerationCallOptions) => Promise<TReply>;
  texts: ToolGenerationTexts;
  /** The success toast's description, e.g. `12 cards · 12 credits used.` */
  describe: (reply: TReply) => string;
  /** Shows the new result. */
  onGenerated: (reply: TReply) => void;
  /** What is missing, instead of the default check (a file or some text); null when the request may go. */
  check?: (material: StudyMaterial, fields: NoInfer<TFields>) => ToastText | null;
}

export interface ToolGeneration<TFields> {
  files: File[];
  setFiles: (files: File[]) => void;
  text: string;
  setText: (text: string) => void;
  pending: boolean;
  /** The job's progress while it runs, else null. */
  progress: GenerationProgress | null;
  mascot: MascotControls;
  /** Put on the result area: it is scrolled into view when a result opens. */
  resultRef: RefObject<HTMLDivElement | null>;
  /** Checks the material, then runs the job with the mascot, the toasts and the result. */
  run: (fields: TFields) => void;
  /** Scrolls the result area into view (after opening a saved result). */
  reveal: () => void;
}

/**
 * The flow every AI tool page shares: material check → job with progress → mascot → toasts → result.
 * On success the chosen files are cleared (the text stays, to tweak and try again).
 */
export function useToolGeneration<TFields, TReply>({
  generate,
  texts,
  describe,
  onGenerated,
  check,
}: ToolGenerationOptions<TFields, TReply>): ToolGeneration<TFields> {
  const [files, setFiles] = useState<File[]>([]);
  const [text, setText] = useState('');
  const resultRef = useRef<HTMLDivElement>(null);
  const mascot = useMascot();
  const generation = useGeneration(generate);

  const reveal = () => resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  const run = (fields: TFields) => {
    const missing = check ? check({ files, text }, fields) : hasStudyMaterial({ files, text }) ? null : texts.noMaterial;
    if (missing) {
      toast({ variant: 'destructive', ...missing });
      return;
    }
    mascot.think(texts.thinking ?? MASCOT_MESSAGES.thinking);
    generation.mutate(
      { material: { files, text }, fields },
      {
        onSuccess: (reply) => {
          onGenerated(reply);
          setFiles([]);
          mascot.celebrate(texts.ready);
          toast({ title: texts.success, description: describe(reply) });
          reveal();
        },
        onError: (error) => {
          mascot.fail(MASCOT_MESSAGES.uploadFailed);
          toast({ variant: 'destructive', title: 'Error', description: failureDescription(error, texts.failure) });
        },
      },
    );
  };

  return { files, setFiles, text, setText, pending: generation.isPending, progress: generation.progress, mascot, resultRef, run, reveal };
}
