import { priceOf, studyToolMessages, type EssayType } from '@studyforge/contracts';
import { GraduationCap } from 'lucide-react';
import { useCallback, useState } from 'react';
import { EmptyState } from '@/components/study/empty-state';
import { EssayGradeList } from '@/features/essay-grader/components/essay-grade-list';
import { EssayGradeSkeleton } from '@/features/essay-grader/components/essay-grade-skeleton';
import { EssayGradeView, type OpenGrade } from '@/features/essay-grader/components/essay-grade-view';
import { EssayInput } from '@/features/essay-grader/components/essay-input';
import { EssayTypeSelect } from '@/features/essay-grader/components/essay-type-select';
import { gradeEssay } from '@/features/generation/api/grade-essay';
import { MaterialPanel } from '@/features/generation/components/tool-page/material-panel';
import { ToolPage } from '@/features/generation/components/tool-page/tool-page';
import { useToolGeneration } from '@/features/generation/hooks/use-tool-generation';
import { creditsUsed, formatCredits } from '@/lib/format';

/** Essay Grader (/essay-grader, spec §2): an essay and its type in (generation), scores, feedback and improvements out (essay-grader). */
export function EssayGraderRoute() {
  const [essayType, setEssayType] = useState<EssayType | null>(null);
  const [open, setOpen] = useState<OpenGrade | null>(null);
  const tool = useToolGeneration({
    generate: gradeEssay,
    texts: {
      noMaterial: { title: studyToolMessages.noEssay, description: 'Please upload your essay or paste its text.' },
      success: 'Essay graded successfully!',
      ready: 'Your essay is graded!',
      failure: 'Failed to grade essay.',
    },
    check: (material, fields) => {
      if (material.files.length === 0 && !material.text.trim()) return { title: studyToolMessages.noEssay, description: 'Please upload your essay or paste its text.' };
      if (!fields.essayType) return { title: studyToolMessages.essayTypeRequired, description: 'Please choose the type of your essay.' };
      return null;
    },
    describe: (reply) => `Overall score ${reply.grading.overallScore} · ${creditsUsed(reply.creditsUsed)}.`,
    onGenerated: (reply) => setOpen({ id: reply.gradeId, title: reply.title, essayType: reply.essayType, grading: reply.grading }),
  });
  const cost = priceOf('essay-grader');
  const { setFiles } = tool;
  const setEssayFile = useCallback((file: File | null) => setFiles(file ? [file] : []), [setFiles]);

  return (
    <ToolPage
      tool={tool}
      icon={GraduationCap}
      tint="bg-rose-500/12 text-rose-600 dark:text-rose-400"
      title="Essay Grader"
      description="Get a grade with sub-scores for ideas, structure, clarity, evidence and style, and feedback that points at the exact sentences to improve."
      cost={`${formatCredits(cost)} per essay`}
      material={
        <MaterialPanel
          tool={tool}
          generateLabel="Grade Essay"
          cost={cost}
          onGenerate={() => tool.run({ essayType })}
          input={
            <div className="grid gap-5">
              <EssayTypeSelect value={essayType} onChange={setEssayType} disabled={tool.pending} />
              <EssayInput file={tool.files[0] ?? null} onFileChange={setEssayFile} text={tool.text} onTextChange={tool.setText} disabled={tool.pending} />
            </div>
          }
        />
      }
      skeleton={<EssayGradeSkeleton />}
      result={open ? <EssayGradeView key={open.id} open={open} /> : null}
      empty={
        <EmptyState icon={GraduationCap} title="Your grade will appear here" className="h-full min-h-72 bg-card/50">
          Choose the essay type, upload your essay or paste it, then choose Grade Essay.
        </EmptyState>
      }
      recent={
        <EssayGradeList
          activeId={open?.id ?? null}
          onOpen={(saved) => {
            setOpen({ id: saved.id, title: saved.title, essayType: saved.essayType, grading: saved.grading });
            tool.reveal();
          }}
        />
      }
    />
  );
}
