import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Mascot } from '@/components/mascot/mascot';
import { ToolPageHeader } from '@/components/study/tool-page-header';
import type { ToolGeneration } from '../../hooks/use-tool-generation';

interface ToolPageProps<TFields> {
  tool: ToolGeneration<TFields>;
  icon: LucideIcon;
  /** Tailwind classes of the icon chip. */
  tint: string;
  title: string;
  description: string;
  /** e.g. '2 credits per study guide'. */
  cost: string;
  /** Usually a {@link MaterialPanel}. */
  material: ReactNode;
  /** Shown in the result area while the job runs. */
  skeleton: ReactNode;
  /** The open result, or null for the empty state. */
  result: ReactNode;
  /** What the result area says before there is a result. */
  empty: ReactNode;
  /** The student's saved results, under the material. */
  recent: ReactNode;
}

/**
 * The frame of an AI tool page (spec §2): the header with the mascot, the material on the left, the
 * result on the right (skeleton while the job runs, else the result or the empty state), and the saved
 * results below the material.
 */
export function ToolPage<TFields>({ tool, icon, tint, title, description, cost, material, skeleton, result, empty, recent }: ToolPageProps<TFields>) {
  return (
    <div className="grid gap-8">
      <title>{`${title} · StudyForge`}</title>
      <ToolPageHeader
        icon={icon}
        tint={tint}
        title={title}
        description={description}
        cost={cost}
        mascot={<Mascot mood={tool.mascot.mood} message={tool.mascot.message} size={64} />}
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-8">
        {material}
        <div ref={tool.resultRef} className="scroll-mt-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {tool.pending ? skeleton : (result ?? empty)}
        </div>
        {recent}
      </div>
    </div>
  );
}
