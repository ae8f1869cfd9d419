import { Switch } from '@/components/ui/switch';

interface SettingSwitchRowProps {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** One on/off setting: its label and what it does on the left, the switch on the right. */
export function SettingSwitchRow({ id, label, description, checked, disabled, onCheckedChange }: SettingSwitchRowProps) {
  return (
    <div className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="grid min-w-0 gap-1">
        <label htmlFor={id} className="text-sm font-medium leading-tight">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        data-testid={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
        className="mt-0.5"
      />
    </div>
  );
}
