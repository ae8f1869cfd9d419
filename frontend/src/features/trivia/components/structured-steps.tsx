import { coursesOf, MAJOR_NAMES, TRIVIA_COUNTS } from '@studyforge/contracts';
import { useId } from 'react';
import { CountPicker } from '@/components/study/count-picker';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { TriviaSelection } from '../trivia-selection';
import { SelectionStep } from './selection-step';

interface StructuredStepsProps {
  selection: TriviaSelection;
  onMajor: (major: string) => void;
  onCourse: (course: string) => void;
  onCount: (count: number) => void;
  disabled?: boolean;
}

/** Major → course (the major's ten) → question count (spec §4). */
export function StructuredSteps({ selection, onMajor, onCourse, onCount, disabled }: StructuredStepsProps) {
  const majorId = useId();
  const courseId = useId();
  const courses = selection.major ? coursesOf(selection.major) : [];
  return (
    <div className="grid gap-6">
      <SelectionStep number={1} title="Major" titleId={majorId}>
        <Select value={selection.major ?? ''} onValueChange={onMajor} disabled={disabled}>
          <SelectTrigger aria-labelledby={majorId} className="sm:max-w-sm" data-testid="major-select">
            <SelectValue placeholder="Choose your major" />
          </SelectTrigger>
          <SelectContent>
            {MAJOR_NAMES.map((name) => (
              <SelectItem key={name} value={name}>
                {name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </SelectionStep>

      <SelectionStep
        number={2}
        title="Course"
        titleId={courseId}
        hint={selection.major ? `The ten core courses of ${selection.major}` : undefined}
        waiting={!selection.major}
      >
        {selection.major ? (
          <RadioGroup
            key={selection.major}
            aria-labelledby={courseId}
            value={selection.course ?? ''}
            onValueChange={onCourse}
            disabled={disabled}
            className="grid grid-cols-2 gap-2"
          >
            {courses.map((course) => (
              <RadioCard key={course} value={course} className="flex min-h-12 items-center px-3 py-2 text-[13px] leading-snug sm:px-3.5 sm:text-sm">
                {course}
              </RadioCard>
            ))}
          </RadioGroup>
        ) : (
          <p className="rounded-xl border border-dashed px-4 py-3 text-sm text-muted-foreground">Choose a major to see its courses.</p>
        )}
      </SelectionStep>

      <SelectionStep number={3} title="Number of questions" hint="3 credits per question, charged once when you start" waiting={!selection.course}>
        <CountPicker label="Number of questions" value={selection.count} options={TRIVIA_COUNTS} onChange={onCount} disabled={disabled} className="[&>span]:sr-only" />
      </SelectionStep>
    </div>
  );
}
