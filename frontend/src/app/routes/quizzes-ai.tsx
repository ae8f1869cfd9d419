import { GENERATION_COUNT_RULES } from '@studyforge/contracts';
import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { CountPicker } from '@/components/study/count-picker';
import { EmptyState } from '@/components/study/empty-state';
import { generateQuiz } from '@/features/generation/api/generate-quiz';
import { MaterialPanel } from '@/features/generation/components/tool-page/material-panel';
import { ToolPage } from '@/features/generation/components/tool-page/tool-page';
import { generationCost } from '@/features/generation/generation-cost';
import { useToolGeneration } from '@/features/generation/hooks/use-tool-generation';
import { QuizList } from '@/features/quizzes/components/quiz-list';
import { QuizSkeleton, QuizStudy, type OpenQuiz } from '@/features/quizzes/components/quiz-study';
import { creditsUsed, formatCredits } from '@/lib/format';

/** Quizzes AI (/quizzes-ai, spec §2): material and a question count in (generation), a quiz to take out (quizzes). */
export function QuizzesAiRoute() {
  const [count, setCount] = useState<number>(GENERATION_COUNT_RULES.quiz.default);
  const [quiz, setQuiz] = useState<OpenQuiz | null>(null);
  const tool = useToolGeneration({
    generate: generateQuiz,
    texts: {
      noMaterial: { title: 'No content provided', description: 'Please upload files or enter text to generate quiz.' },
      success: 'Quiz generated successfully!',
      ready: 'Your quiz is ready!',
      failure: 'Failed to generate quiz. Please try again.',
    },
    describe: (reply) => `${reply.quiz.questions.length} questions · ${creditsUsed(reply.creditsUsed)}.`,
    onGenerated: (reply) => setQuiz({ key: reply.jobId, id: reply.quiz.id, title: reply.quiz.title, questions: reply.quiz.questions, notice: reply.notice }),
  });

  return (
    <ToolPage
      tool={tool}
      icon={ListChecks}
      tint="bg-emerald-500/12 text-emerald-600 dark:text-emerald-400"
      title="Quizzes AI"
      description="Practice with multiple-choice quizzes that explain every answer and show where it comes from."
      cost={`${formatCredits(generationCost('quiz', 1))} per quiz`}
      material={
        <MaterialPanel tool={tool} generateLabel="Generate Quiz" cost={generationCost('quiz', count)} onGenerate={() => tool.run({ questionCount: count })}>
          <CountPicker label="Number of questions" value={count} options={GENERATION_COUNT_RULES.quiz.choices} onChange={setCount} disabled={tool.pending} />
        </MaterialPanel>
      }
      skeleton={<QuizSkeleton />}
      result={quiz ? <QuizStudy quiz={quiz} /> : null}
      empty={
        <EmptyState icon={ListChecks} title="Your quiz will appear here" className="h-full min-h-72 bg-card/50">
          Upload a file or paste some text, pick how many questions you want, then choose Generate Quiz.
        </EmptyState>
      }
      recent={
        <QuizList
          activeId={quiz?.id ?? null}
          onOpen={(saved) => {
            setQuiz({ key: `${saved.id}-${Date.now()}`, id: saved.id, title: saved.title, questions: saved.questions, notice: null });
            tool.reveal();
          }}
        />
      }
    />
  );
}
