import { ESSAY_TYPE_LABELS, ESSAY_TYPES, type EssayType } from '@studyforge/contracts';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

interface EssayTypeSelectProps {
  value: EssayType | null;
  onChange: (value: EssayType) => void;
  disabled?: boolean;
}

/** The eight essay types of spec §9; the rubric follows the choice. */
export function EssayTypeSelect({ value, onChange, disabled }: EssayTypeSelectProps) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Essay type</Label>
      <Select value={value ?? undefined} onValueChange={(next) => onChange(next as EssayType)} disabled={disabled}>
        <SelectTrigger id={id} aria-label="Essay type" data-testid="essay-type">
          <SelectValue placeholder="Choose the type of essay" />
        </SelectTrigger>
        <SelectContent>
          {ESSAY_TYPES.map((type) => (
            <SelectItem key={type} value={type}>
              {ESSAY_TYPE_LABELS[type]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
