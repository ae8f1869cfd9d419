import { studyToolLimits } from '@studyforge/contracts';
import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { EXAMPLE_QUESTIONS } from '../image-files';

interface QuestionInputProps {
  question: string;
  onQuestionChange: (question: string) => void;
  disabled?: boolean;
}

/** The student's question, with the example question lists (a click fills the question in). */
export function QuestionInput({ question, onQuestionChange, disabled }: QuestionInputProps) {
  const id = useId();
  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={id}>Your question</Label>
        <Textarea
          id={id}
          value={question}
          onChange={(event) => onQuestionChange(event.target.value)}
          disabled={disabled}
          maxLength={studyToolLimits.maxQuestionChars}
          rows={3}
          placeholder="What would you like to know about this image?"
          className="min-h-20 resize-y"
        />
      </div>
      <details className="group rounded-2xl border bg-muted/30 p-3" open>
        <summary className="flex cursor-pointer list-none items-center gap-2 text-sm font-semibold">
          <Lightbulb className="size-4 text-spark" aria-hidden />
          Example questions
        </summary>
        <div className="mt-3 grid gap-3">
          {EXAMPLE_QUESTIONS.map((group) => (
            <div key={group.title} className="grid gap-1.5">
              <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{group.title}</p>
              <ul className="flex flex-wrap gap-2">
                {group.questions.map((example) => (
                  <li key={example}>
                    <button
                      type="button"
                      disabled={disabled}
                      onClick={() => onQuestionChange(example)}
                      className="rounded-full border bg-card px-3 py-1.5 text-left text-xs transition-colors hover:border-primary/60 hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none disabled:opacity-50"
                    >
                      {example}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </details>
    </div>
  );
}
