import { priceOf, studyToolMessages } from '@studyforge/contracts';
import { ScanSearch } from 'lucide-react';
import { useCallback, useState } from 'react';
import { EmptyState } from '@/components/study/empty-state';
import { analyzeVisual } from '@/features/generation/api/analyze-visual';
import { MaterialPanel } from '@/features/generation/components/tool-page/material-panel';
import { ToolPage } from '@/features/generation/components/tool-page/tool-page';
import { useToolGeneration } from '@/features/generation/hooks/use-tool-generation';
import { ImageInput } from '@/features/study-visuals/components/image-input';
import { QuestionInput } from '@/features/study-visuals/components/question-input';
import { VisualAnalysisList } from '@/features/study-visuals/components/visual-analysis-list';
import { VisualAnalysisSkeleton } from '@/features/study-visuals/components/visual-analysis-skeleton';
import { VisualAnalysisView, type OpenAnalysis } from '@/features/study-visuals/components/visual-analysis-view';
import { creditsUsed, formatCredits } from '@/lib/format';

/** Study Visuals (/study-visuals, spec §2): an image and a question in (generation), a structured analysis out (study-visuals). */
export function StudyVisualsRoute() {
  const [open, setOpen] = useState<OpenAnalysis | null>(null);
  const tool = useToolGeneration({
    generate: analyzeVisual,
    texts: {
      noMaterial: { title: 'No image selected', description: 'Please upload or paste an image to analyze.' },
      success: 'Analysis complete!',
      ready: 'Your analysis is ready!',
      failure: 'Failed to analyze image.',
    },
    check: (material) => {
      if (material.files.length === 0) return { title: studyToolMessages.noImage, description: 'Please upload or paste an image to analyze.' };
      if (!material.text.trim()) return { title: studyToolMessages.noQuestion, description: 'Please write a question about the image.' };
      return null;
    },
    describe: (reply) => `${creditsUsed(reply.creditsUsed)}.`,
    onGenerated: (reply) => setOpen({ id: reply.analysisId, question: reply.question, fileName: null, analysis: reply.analysis, visual: reply.visual }),
  });
  const cost = priceOf('study-visuals');
  const image = tool.files[0] ?? null;
  const { setFiles } = tool;
  const setImage = useCallback((next: File | null) => setFiles(next ? [next] : []), [setFiles]);

  return (
    <ToolPage
      tool={tool}
      icon={ScanSearch}
      tint="bg-violet-500/12 text-violet-600 dark:text-violet-400"
      title="Study Visuals"
      description="Upload, drop or paste a photo of notes, a diagram, a chart or an equation, ask a question, and get a clear, step-by-step analysis."
      cost={`${formatCredits(cost)} per analysis`}
      material={
        <MaterialPanel
          tool={tool}
          generateLabel="Analyze Image"
          cost={cost}
          disabled={!image || !tool.text.trim()}
          onGenerate={() => tool.run({})}
          input={
            <div className="grid gap-5">
              <ImageInput image={image} onImageChange={setImage} disabled={tool.pending} />
              <QuestionInput question={tool.text} onQuestionChange={tool.setText} disabled={tool.pending} />
            </div>
          }
        />
      }
      skeleton={<VisualAnalysisSkeleton />}
      result={open ? <VisualAnalysisView key={open.id} open={open} /> : null}
      empty={
        <EmptyState icon={ScanSearch} title="Your analysis will appear here" className="h-full min-h-72 bg-card/50">
          Add an image (you can paste one from the clipboard), write or pick a question, then choose Analyze Image.
        </EmptyState>
      }
      recent={
        <VisualAnalysisList
          activeId={open?.id ?? null}
          onOpen={(saved) => {
            setOpen({ id: saved.id, question: saved.question, fileName: saved.fileName, analysis: saved.analysis, visual: saved.visual });
            tool.reveal();
          }}
        />
      }
    />
  );
}
