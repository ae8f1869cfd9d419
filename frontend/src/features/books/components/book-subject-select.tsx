import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useBookSubjects } from '../api/books-api';

const ANY_SUBJECT = '__any__';

export interface BookSubjectSelectProps {
  /** The chosen subject; null for any. */
  value: string | null;
  onChange: (subject: string | null) => void;
  /** The id of the element that names the select. */
  labelledBy: string;
  disabled?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** The catalogue's subjects, with 'Any subject' first. */
export function BookSubjectSelect({ value, onChange, labelledBy, disabled, className, 'data-testid': testId }: BookSubjectSelectProps) {
  const subjects = useBookSubjects();
  return (
    <Select value={value ?? ANY_SUBJECT} onValueChange={(next) => onChange(next === ANY_SUBJECT ? null : next)} disabled={disabled}>
      <SelectTrigger aria-labelledby={labelledBy} className={className} data-testid={testId}>
        <SelectValue placeholder={subjects.isLoading ? 'Loading subjects...' : 'Any subject'} />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ANY_SUBJECT}>Any subject</SelectItem>
        {subjects.subjects.length > 0 ? <SelectSeparator /> : null}
        {subjects.subjects.map((name) => (
          <SelectItem key={name} value={name}>
            {name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
