import { FileText, NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/study/empty-state';
import { generateNotes } from '@/features/generation/api/generate-notes';
import { MaterialPanel } from '@/features/generation/components/tool-page/material-panel';
import { ToolPage } from '@/features/generation/components/tool-page/tool-page';
import { generationCost } from '@/features/generation/generation-cost';
import { useToolGeneration } from '@/features/generation/hooks/use-tool-generation';
import { STUDY_FILE_HINT } from '@/features/generation/study-files';
import { NotesSkeleton } from '@/features/notes/components/notes-skeleton';
import { NotesViewer, type OpenStudyGuide } from '@/features/notes/components/notes-viewer';
import { StudyGuideList } from '@/features/notes/components/study-guide-list';
import { creditsUsed, formatCredits } from '@/lib/format';

/** Notes AI (/notes-ai, spec §2): files or pasted text in (generation), a structured study guide out (notes). */
export function NotesAiRoute() {
  const [open, setOpen] = useState<OpenStudyGuide | null>(null);
  const tool = useToolGeneration({
    generate: generateNotes,
    texts: {
      noMaterial: { title: 'No content provided', description: 'Please upload files or enter text to generate notes.' },
      success: 'Notes generated successfully!',
      ready: 'Your notes are ready!',
      failure: 'Failed to generate notes. Please try again.',
    },
    describe: (reply) => `${creditsUsed(reply.creditsUsed)}.`,
    onGenerated: (reply) => setOpen({ id: reply.studyGuideId, studyGuide: reply.studyGuide, notes: reply.notes }),
  });
  const cost = generationCost('notes', 1);

  return (
    <ToolPage
      tool={tool}
      icon={FileText}
      tint="bg-sky-500/12 text-sky-600 dark:text-sky-400"
      title="Notes AI"
      description="Turn lectures, slides and readings into clean study notes. Every point links back to the passage it came from."
      cost={`${formatCredits(cost)} per study guide`}
      material={<MaterialPanel tool={tool} generateLabel="Generate Notes" cost={cost} fileHint={STUDY_FILE_HINT} onGenerate={() => tool.run({})} />}
      skeleton={<NotesSkeleton />}
      result={open ? <NotesViewer key={open.id} guide={open} onSaved={(saved) => setOpen({ id: saved.id, studyGuide: saved.studyGuide, notes: saved.notes })} /> : null}
      empty={
        <EmptyState icon={NotebookPen} title="Your notes will appear here" className="h-full min-h-72 bg-card/50">
          Upload a file or paste some text, then choose Generate Notes. You can copy, edit and listen to the result.
        </EmptyState>
      }
      recent={
        <StudyGuideList
          activeId={open?.id ?? null}
          onOpen={(guide) => {
            setOpen({ id: guide.id, studyGuide: guide.studyGuide, notes: guide.notes });
            tool.reveal();
          }}
        />
      }
    />
  );
}
