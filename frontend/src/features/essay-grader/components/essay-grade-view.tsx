import { ESSAY_TYPE_LABELS, scoreBand, type EssayCriterion, type EssayGrading, type EssayRemark, type EssayType } from '@studyforge/contracts';
import { Lightbulb, ThumbsUp } from 'lucide-react';
import { ReadAloudButton } from '@/components/study/read-aloud-button';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { ScoreIcon, scoreClasses } from './score-badge';

export interface OpenGrade {
  id: string;
  title: string;
  essayType: EssayType;
  grading: EssayGrading;
}

const CRITERIA: Array<{ key: EssayCriterion; field: keyof EssayGrading; label: string }> = [
  { key: 'idea', field: 'ideaScore', label: 'Ideas' },
  { key: 'structure', field: 'structureScore', label: 'Structure' },
  { key: 'clarity', field: 'clarityScore', label: 'Clarity' },
  { key: 'evidence', field: 'evidenceScore', label: 'Evidence' },
  { key: 'style', field: 'styleScore', label: 'Style' },
];
const LABEL_OF = Object.fromEntries(CRITERIA.map((criterion) => [criterion.key, criterion.label])) as Record<EssayCriterion, string>;

function Remarks({ title, icon: Icon, remarks, testId }: { title: string; icon: typeof ThumbsUp; remarks: EssayRemark[]; testId: string }) {
  if (remarks.length === 0) return null;
  return (
    <section className="grid gap-3" aria-label={title} data-testid={testId}>
      <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-primary uppercase">
        <Icon className="size-4" aria-hidden />
        {title}
      </h3>
      <ul className="grid gap-3">
        {remarks.map((remark, index) => (
          <li key={`${index}-${remark.quote}`} className="grid gap-2 rounded-2xl border bg-muted/30 p-3">
            <div className="flex flex-wrap items-start gap-2">
              <Badge variant="outline">{LABEL_OF[remark.criterion]}</Badge>
              <p className="min-w-0 flex-1 text-sm leading-relaxed">{remark.text}</p>
            </div>
            <blockquote className="border-l-4 border-primary/40 pl-3 text-sm text-muted-foreground italic">“{remark.quote}”</blockquote>
          </li>
        ))}
      </ul>
    </section>
  );
}

function spokenGrade(open: OpenGrade): string {
  const { grading } = open;
  const scores = CRITERIA.map((criterion) => `${criterion.label} ${grading[criterion.field] as number}`).join(', ');
  const improvements = grading.improvements.slice(0, 4).map((remark) => remark.text).join(' ');
  return `Overall score ${grading.overallScore} out of 100. ${scores}. ${grading.summary} ${improvements}`.slice(0, 3900);
}

/** Spec §3's grading: the overall score and five sub-scores in their colour bands with icons, the summary, feedback and improvements, each quoting the essay. */
export function EssayGradeView({ open }: { open: OpenGrade }) {
  const { grading } = open;
  const overall = scoreClasses(grading.overallScore);
  return (
    <article className="grid gap-6 rounded-3xl border bg-card p-5 shadow-soft animate-fade-in sm:p-6" aria-label="Essay grade" data-testid="essay-grade">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <Badge variant="secondary">{ESSAY_TYPE_LABELS[open.essayType]}</Badge>
          <h2 className="text-lg font-semibold text-balance">{open.title}</h2>
        </div>
        <ReadAloudButton text={() => spokenGrade(open)} label="Read aloud" />
      </header>

      <div className="grid gap-5 sm:grid-cols-[auto_1fr] sm:items-center">
        <div
          className={cn('mx-auto grid size-36 place-items-center rounded-full border-8 text-center', overall.ring)}
          data-testid="overall-score"
          data-band={scoreBand(grading.overallScore)}
        >
          <div className="grid justify-items-center gap-0.5">
            <ScoreIcon score={grading.overallScore} className="size-5" />
            <span className={cn('text-4xl font-bold tabular-nums', overall.text)}>{grading.overallScore}</span>
            <span className="text-xs text-muted-foreground">{overall.label}</span>
          </div>
        </div>
        <ul className="grid gap-3" aria-label="Sub-scores">
          {CRITERIA.map((criterion) => {
            const score = grading[criterion.field] as number;
            const band = scoreClasses(score);
            return (
              <li key={criterion.key} className="grid gap-1" data-testid={`score-${criterion.key}`} data-band={scoreBand(score)}>
                <div className="flex items-center gap-2 text-sm">
                  <ScoreIcon score={score} className="size-4" />
                  <span className="flex-1 font-medium">{criterion.label}</span>
                  <span className={cn('font-semibold tabular-nums', band.text)}>{score}</span>
                </div>
                <div className="h-2 overflow-hidden rounded-full bg-muted" role="presentation">
                  <div className={cn('h-full rounded-full', band.bar)} style={{ width: `${score}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      </div>

      <p className="rounded-2xl bg-muted/50 p-4 text-sm leading-relaxed" data-testid="grade-summary">
        {grading.summary}
      </p>
      <Remarks title="Feedback" icon={ThumbsUp} remarks={grading.feedback} testId="grade-feedback" />
      <Remarks title="Improvements" icon={Lightbulb} remarks={grading.improvements} testId="grade-improvements" />
    </article>
  );
}
