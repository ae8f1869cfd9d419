import { API_ENDPOINTS, ErrorCode, longestHonestLength, priceOf, recapMessages, RECAP_LENGTHS, RECAP_MINUTES_SPAN, type SavedRecap } from '@studyforge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { AudioLines, Headphones, Settings2, Square } from 'lucide-react';
import { useRef, useState } from 'react';
import { EmptyState } from '@/components/study/empty-state';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { cancelRecapJob } from '@/features/audio-recap/api/audio-recaps';
import { RecapList } from '@/features/audio-recap/components/recap-list';
import { RecapPlayer } from '@/features/audio-recap/components/recap-player';
import { RecapSkeleton } from '@/features/audio-recap/components/recap-skeleton';
import { RecapStyleDialog, type RecapStyle } from '@/features/audio-recap/components/recap-style-dialog';
import { lengthLabel, TYPE_LABELS } from '@/features/audio-recap/recap-options';
import { recapProgressMessage } from '@/features/audio-recap/recap-progress';
import { generateAudioRecap, type RecapFields } from '@/features/generation/api/generate-audio-recap';
import { newJobId } from '@/features/generation/api/job-id';
import type { GenerationCallOptions } from '@/features/generation/api/post-generation';
import { MaterialPanel } from '@/features/generation/components/tool-page/material-panel';
import { ToolPage } from '@/features/generation/components/tool-page/tool-page';
import { useToolGeneration } from '@/features/generation/hooks/use-tool-generation';
import { STUDY_FILE_HINT } from '@/features/generation/study-files';
import type { ToolRequest } from '@/features/generation/study-material';
import { errorMessageOf, isApiError } from '@/lib/api-client';
import { endpointQueryKey } from '@/lib/endpoint-query';
import { creditsUsed, formatCredits } from '@/lib/format';
import { VOICE_LABELS } from '@/lib/voice-labels';

const NO_CONTENT = { title: recapMessages.noContent, description: 'Please upload files or enter text to generate an audio recap.' };
const SELECTION_REQUIRED = { title: recapMessages.selectionRequired, description: recapMessages.selectionRequiredDetail };
const COST = priceOf('audio-recap');

/** Audio Recap (/audio-recap, spec §2): material in, a recap of the chosen length, type and voice out, with the student's earlier recaps. */
export function AudioRecapRoute() {
  const queryClient = useQueryClient();
  const [style, setStyle] = useState<RecapStyle>({ length: null, type: null, voice: 'nova' });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [open, setOpen] = useState<SavedRecap | null>(null);
  const jobId = useRef<string | null>(null);
  const tool = useToolGeneration({
    generate: (request: ToolRequest<RecapFields>, options: GenerationCallOptions) => {
      jobId.current = newJobId();
      return generateAudioRecap(request, { ...options, jobId: jobId.current });
    },
    texts: { noMaterial: NO_CONTENT, success: 'Audio recap generated!', ready: 'Your recap is ready to play!', failure: 'Failed to generate audio recap.' },
    check: (material, fields) => {
      if (material.files.length === 0 && !material.text.trim()) return NO_CONTENT;
      if (!fields.length || !fields.type) return SELECTION_REQUIRED;
      return null;
    },
    describe: (reply) => `${Math.round(reply.recap.durationSeconds / 60)} minutes · ${creditsUsed(reply.creditsUsed)}.`,
    onGenerated: (reply) => {
      setOpen(reply.recap);
      void queryClient.invalidateQueries({ queryKey: endpointQueryKey(API_ENDPOINTS.listAudioRecaps) });
    },
  });

  const generate = () => {
    if (tool.files.length === 0 && !tool.text.trim()) {
      toast({ variant: 'destructive', ...NO_CONTENT });
      return;
    }
    if (!style.length || !style.type) {
      setDialogOpen(true);
      return;
    }
    setDialogOpen(false);
    tool.run(style);
  };
  const confirm = () => {
    if (!style.length || !style.type) {
      toast({ variant: 'destructive', ...SELECTION_REQUIRED });
      return;
    }
    generate();
  };
  const cancel = () => {
    if (!jobId.current) return;
    cancelRecapJob(jobId.current).catch((error: unknown) =>
      // 409 CONFLICT: the recap was already being saved; it finishes and is charged as usual.
      isApiError(error) && error.code === ErrorCode.Conflict
        ? toast({ title: 'Too late to cancel', description: errorMessageOf(error, 'Your audio recap is already being saved.') })
        : toast({ variant: 'destructive', title: 'Error', description: errorMessageOf(error, 'The recap could not be cancelled.') }),
    );
  };

  // Pasted text alone can be measured here; files are measured by the server, which never charges for a recap it cannot fill.
  const words = tool.files.length === 0 ? tool.text.split(/\s+/).filter(Boolean).length : 0;
  const longest = style.type && words > 0 ? longestHonestLength(style.type, words) : null;
  const tooShort = style.length && style.type && words > 0 && longest !== style.length && (!longest || RECAP_LENGTHS[longest] < RECAP_LENGTHS[style.length]);

  return (
    <>
      <ToolPage
        tool={tool}
        icon={Headphones}
        tint="bg-violet-500/12 text-violet-600 dark:text-violet-400"
        title="Audio Recap"
        description={`Turn your material into a ${RECAP_MINUTES_SPAN} minute audio recap: a summary, a lecture, a two-voice podcast or an audiobook.`}
        cost={`${formatCredits(COST)} per recap`}
        material={
          <MaterialPanel tool={tool} generateLabel="Generate Audio Recap" cost={COST} fileHint={STUDY_FILE_HINT} onGenerate={generate} progressMessage={recapProgressMessage}>
            <div className="grid gap-2 rounded-2xl border bg-muted/40 p-3 text-sm" data-testid="recap-style-summary">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">Recap style</span>
                <Button variant="ghost" size="sm" onClick={() => setDialogOpen(true)} disabled={tool.pending} data-testid="recap-style-open">
                  <Settings2 aria-hidden /> {style.length && style.type ? 'Change' : 'Choose'}
                </Button>
              </div>
              <p className="text-muted-foreground">
                {style.length && style.type
                  ? `${TYPE_LABELS[style.type].label} · ${lengthLabel(style.length)} · ${VOICE_LABELS[style.voice].split(' · ')[0]}`
                  : 'Pick a length, a type and a voice.'}
              </p>
              {tooShort ? (
                <p className="text-amber-700 dark:text-amber-400" data-testid="recap-length-hint">
                  {longest ? `This text can honestly fill about ${lengthLabel(longest)}; choose that or add more material.` : 'This text is too short for a 3-minute recap; add more material.'}
                </p>
              ) : null}
            </div>
            {tool.pending ? (
              <Button variant="outline" onClick={cancel} data-testid="recap-cancel">
                <Square aria-hidden /> Cancel recap
              </Button>
            ) : null}
          </MaterialPanel>
        }
        skeleton={<RecapSkeleton />}
        result={open ? <RecapPlayer key={open.id} recap={open} /> : null}
        empty={
          <EmptyState icon={AudioLines} title="Your recap will play here" className="h-full min-h-72 bg-card/50">
            Upload a file or paste your notes, choose a style, then Generate Audio Recap. Long recaps take a minute or two.
          </EmptyState>
        }
        recent={
          <RecapList
            activeId={open?.id ?? null}
            onOpen={(recap) => {
              setOpen(recap);
              tool.reveal();
            }}
            onDeleted={(id) => setOpen((current) => (current?.id === id ? null : current))}
          />
        }
      />
      <RecapStyleDialog open={dialogOpen} onOpenChange={setDialogOpen} style={style} onChange={setStyle} onConfirm={confirm} />
    </>
  );
}
