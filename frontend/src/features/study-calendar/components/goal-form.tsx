import { STUDY_PRIORITIES, studyPlanLimits, type StudyGoalBody, type StudyPriority } from '@studyforge/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { PRIORITY_LABELS } from './priority-badge';

/** Estimated hours as typed: not a number reads as 1 (spec §5), and it stays within 1 to 100. */
export function estimatedHoursOf(value: string): number {
  const hours = Math.round(Number(value));
  if (!value.trim() || Number.isNaN(hours)) return studyPlanLimits.defaultEstimatedHours;
  return Math.min(studyPlanLimits.maxEstimatedHours, Math.max(studyPlanLimits.minEstimatedHours, hours));
}

/** The inline Add Goal form (spec §4): a valid goal is added, then the form resets and closes. */
export function GoalForm({ pending, onAdd, onCancel }: { pending: boolean; onAdd: (goal: StudyGoalBody) => void; onCancel: () => void }) {
  const id = useId();
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState<StudyPriority>('medium');
  const [dueDate, setDueDate] = useState('');
  const [hours, setHours] = useState('1');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!subject.trim() || !dueDate) {
      toast({ variant: 'destructive', title: 'Incomplete goal', description: 'Please fill in subject and due date.' });
      return;
    }
    onAdd({ subject: subject.trim(), description: description.trim(), priority, dueDate, estimatedHours: estimatedHoursOf(hours) });
  };

  return (
    <form onSubmit={submit} className="grid gap-4 rounded-xl border bg-muted/30 p-4 animate-fade-in" aria-label="New study goal" noValidate>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-subject`}>Subject</Label>
        <Input id={`${id}-subject`} value={subject} onChange={(event) => setSubject(event.target.value)} placeholder="e.g. Organic Chemistry" maxLength={studyPlanLimits.maxSubjectChars} autoFocus />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          placeholder="What to cover: chapters, topics, the exam format..."
          rows={2}
          maxLength={studyPlanLimits.maxDescriptionChars}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-priority`}>Priority</Label>
          <Select value={priority} onValueChange={(value) => setPriority(value as StudyPriority)}>
            <SelectTrigger id={`${id}-priority`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {STUDY_PRIORITIES.map((value) => (
                <SelectItem key={value} value={value}>
                  {PRIORITY_LABELS[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-due`}>Due Date</Label>
          <Input id={`${id}-due`} type="date" value={dueDate} onChange={(event) => setDueDate(event.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-hours`}>Estimated Hours</Label>
          <Input
            id={`${id}-hours`}
            type="number"
            inputMode="numeric"
            min={studyPlanLimits.minEstimatedHours}
            max={studyPlanLimits.maxEstimatedHours}
            value={hours}
            onChange={(event) => setHours(event.target.value)}
          />
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          Add Goal
        </Button>
      </div>
    </form>
  );
}
