import { FileText, NotebookPen, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { Mascot } from '@/components/mascot/mascot';
import { MASCOT_MESSAGES } from '@/components/mascot/mascot-timing';
import { useMascot } from '@/components/mascot/use-mascot';
import { EmptyState } from '@/components/study/empty-state';
import { GenerationProgress } from '@/components/study/generation-progress';
import { RecentList } from '@/components/study/recent-list';
import { StudyMaterialInput } from '@/components/study/study-material-input';
import { ToolPageHeader } from '@/components/study/tool-page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { formatRelativeDate } from '@/lib/format';
import { failureDescription } from '@/lib/generation/failure';
import { costLabel, generationCost } from '@/lib/generation/generation-cost';
import { STUDY_FILE_HINT } from '@/lib/generation/study-files';
import { hasStudyMaterial } from '@/lib/generation/types';
import { useGenerateNotes } from '../api/generate-notes';
import { useStudyGuides } from '../api/get-study-guides';
import { NotesViewer, type OpenStudyGuide } from './notes-viewer';

function NotesSkeleton() {
  return (
    <div className="grid gap-5 rounded-3xl border bg-card p-5 shadow-soft sm:p-7" aria-busy="true" aria-label="Writing your notes">
      <div className="flex gap-2">
        <Skeleton className="h-10 w-28" />
        <Skeleton className="h-10 w-20" />
        <Skeleton className="h-10 w-20" />
      </div>
      <Skeleton className="h-8 w-2/3" />
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="grid gap-2.5">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      ))}
    </div>
  );
}

/** Notes AI (/notes-ai, spec §2): files or pasted text in, a structured study guide out. */
export function NotesPage() {
  const [files, setFiles] = useState<File[]>([]);
  const [text, setText] = useState('');
  const [open, setOpen] = useState<OpenStudyGuide | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const mascot = useMascot();
  const generate = useGenerateNotes();
  const guides = useStudyGuides();
  const pending = generate.isPending;

  const onGenerate = () => {
    if (!hasStudyMaterial({ files, text })) {
      toast({ variant: 'destructive', title: 'No content provided', description: 'Please upload files or enter text to generate notes.' });
      return;
    }
    mascot.think(MASCOT_MESSAGES.thinking);
    generate.mutate(
      { files, text },
      {
        onSuccess: (reply) => {
          setOpen({ id: reply.studyGuideId, studyGuide: reply.studyGuide, notes: reply.notes });
          setFiles([]);
          mascot.celebrate('Your notes are ready!');
          toast({ title: 'Notes generated successfully!', description: `${reply.creditsUsed} ${reply.creditsUsed === 1 ? 'credit' : 'credits'} used.` });
          resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        },
        onError: (error) => {
          mascot.fail(MASCOT_MESSAGES.uploadFailed);
          toast({ variant: 'destructive', title: 'Error', description: failureDescription(error, 'Failed to generate notes. Please try again.') });
        },
      },
    );
  };

  return (
    <div className="grid gap-8">
      <title>Notes AI · StudyForge</title>
      <ToolPageHeader
        icon={FileText}
        tint="bg-sky-500/12 text-sky-600 dark:text-sky-400"
        title="Notes AI"
        description="Turn lectures, slides and readings into clean study notes. Every point links back to the passage it came from."
        cost={`${generationCost('notes', 1)} credits per study guide`}
        mascot={<Mascot mood={mascot.mood} message={mascot.message} size={64} />}
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-8">
        <section aria-label="Your material" className="grid content-start gap-5 rounded-3xl border bg-card p-5 shadow-soft sm:p-6">
          <StudyMaterialInput
            files={files}
            onFilesChange={setFiles}
            text={text}
            onTextChange={setText}
            disabled={pending}
            fileHint={STUDY_FILE_HINT}
          />
          <Button variant="brand" size="lg" className="w-full" onClick={onGenerate} disabled={pending}>
            {pending ? <Spinner className="size-4 text-current" /> : <Sparkles aria-hidden />}
            {pending ? 'Generating...' : 'Generate Notes'}
          </Button>
          <p className="-mt-2 text-center text-xs text-muted-foreground">{costLabel(generationCost('notes', 1))}</p>
          {generate.progress ? <GenerationProgress progress={generate.progress} /> : null}
        </section>

        <div ref={resultRef} className="scroll-mt-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {pending ? (
            <NotesSkeleton />
          ) : open ? (
            <NotesViewer key={open.id} guide={open} onSaved={(saved) => setOpen({ id: saved.id, studyGuide: saved.studyGuide, notes: saved.notes })} />
          ) : (
            <EmptyState icon={NotebookPen} title="Your notes will appear here" className="h-full min-h-72 bg-card/50">
              Upload a file or paste some text, then choose Generate Notes. You can copy, edit and listen to the result.
            </EmptyState>
          )}
        </div>

        <RecentList
          title="Your study guides"
          icon={FileText}
          items={guides.data?.map((guide) => ({
            id: guide.id,
            title: guide.title,
            meta: `${guide.studyGuide.sections.length} ${guide.studyGuide.sections.length === 1 ? 'section' : 'sections'} · ${formatRelativeDate(guide.updatedAt)}`,
          }))}
          isLoading={guides.isLoading}
          error={guides.isError ? errorMessageOf(guides.error, 'Your study guides could not be loaded.') : null}
          onRetry={() => void guides.refetch()}
          activeId={open?.id ?? null}
          onOpen={(id) => {
            const guide = guides.data?.find((g) => g.id === id);
            if (!guide) return;
            setOpen({ id: guide.id, studyGuide: guide.studyGuide, notes: guide.notes });
            resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
          emptyTitle="No study guides yet"
          emptyText="Your generated notes are saved here so you can come back to them."
        />
      </div>
    </div>
  );
}
