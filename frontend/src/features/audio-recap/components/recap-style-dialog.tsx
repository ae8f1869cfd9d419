import { RECAP_LENGTH_NAMES, RECAP_LENGTHS, RECAP_TYPES, TUTOR_VOICES, type RecapLength, type RecapType, type TutorVoice } from '@studyforge/contracts';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { VOICE_LABELS } from '@/lib/voice-labels';
import { LENGTH_LABELS, TYPE_LABELS } from '../recap-options';

export interface RecapStyle {
  length: RecapLength | null;
  type: RecapType | null;
  voice: TutorVoice;
}

interface RecapStyleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  style: RecapStyle;
  onChange: (style: RecapStyle) => void;
  /** Confirms the style and starts the recap. */
  onConfirm: () => void;
}

/** The style dialog (spec §2): length, type and voice. */
export function RecapStyleDialog({ open, onOpenChange, style, onChange, onConfirm }: RecapStyleDialogProps) {
  const voiceId = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="recap-style-dialog" className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Recap style</DialogTitle>
          <DialogDescription>Choose how long your recap runs, how it is told, and who tells it.</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-5">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Length</legend>
            <RadioGroup
              aria-label="Length"
              className="grid grid-cols-2 gap-2 sm:grid-cols-3"
              value={style.length ?? ''}
              onValueChange={(value) => onChange({ ...style, length: value as RecapLength })}
            >
              {RECAP_LENGTH_NAMES.map((length) => (
                <RadioCard key={length} value={length} className="grid gap-0.5 px-3 py-2.5" data-testid={`recap-length-${length}`}>
                  <span>{LENGTH_LABELS[length]}</span>
                  <span className="text-xs font-normal text-muted-foreground">{RECAP_LENGTHS[length]} min</span>
                </RadioCard>
              ))}
            </RadioGroup>
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Type</legend>
            <RadioGroup
              aria-label="Type"
              className="grid grid-cols-1 gap-2 sm:grid-cols-2"
              value={style.type ?? ''}
              onValueChange={(value) => onChange({ ...style, type: value as RecapType })}
            >
              {RECAP_TYPES.map((type) => (
                <RadioCard key={type} value={type} className="grid gap-0.5 px-3 py-2.5" data-testid={`recap-type-${type}`}>
                  <span>{TYPE_LABELS[type].label}</span>
                  <span className="text-xs font-normal text-muted-foreground">{TYPE_LABELS[type].hint}</span>
                </RadioCard>
              ))}
            </RadioGroup>
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor={voiceId}>Voice</Label>
            <Select value={style.voice} onValueChange={(value) => onChange({ ...style, voice: value as TutorVoice })}>
              <SelectTrigger id={voiceId} aria-label="Voice" data-testid="recap-voice">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TUTOR_VOICES.map((voice) => (
                  <SelectItem key={voice} value={voice}>
                    {VOICE_LABELS[voice]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button variant="brand" size="lg" onClick={onConfirm} data-testid="recap-style-confirm">
            Generate Recap
          </Button>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
