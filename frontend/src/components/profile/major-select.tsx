import { MAJOR_NAMES } from '@studyforge/contracts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** The Select's value for "no major": Radix Select cannot hold an empty string. */
const NO_MAJOR = 'none';

interface MajorSelectProps {
  /** Id of the trigger, for its label. */
  id: string;
  /** The chosen major, '' for none. */
  value: string;
  onChange: (major: string) => void;
  invalid?: boolean;
}

/** The student's major: one of the known majors or "No major" (''). */
export function MajorSelect({ id, value, onChange, invalid = false }: MajorSelectProps) {
  return (
    <Select value={value || NO_MAJOR} onValueChange={(next) => onChange(next === NO_MAJOR ? '' : next)}>
      <SelectTrigger id={id} aria-invalid={invalid ? true : undefined}>
        <SelectValue placeholder="Choose your major" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NO_MAJOR}>No major</SelectItem>
        {MAJOR_NAMES.map((major) => (
          <SelectItem key={major} value={major}>
            {major}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
