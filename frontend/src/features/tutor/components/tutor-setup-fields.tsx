import { TUTOR_VOICES, tutorLimits, type TutorVoice } from '@studyforge/contracts';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { VOICE_LABELS } from '@/lib/voice-labels';

interface TutorSetupFieldsProps {
  topic: string;
  onTopicChange: (topic: string) => void;
  voice: TutorVoice;
  onVoiceChange: (voice: TutorVoice) => void;
  disabled?: boolean;
}

/** The tutor's topic and voice (default nova), beside the optional files. */
export function TutorSetupFields({ topic, onTopicChange, voice, onVoiceChange, disabled }: TutorSetupFieldsProps) {
  const topicId = useId();
  const voiceId = useId();
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={topicId}>Topic</Label>
        <Input
          id={topicId}
          value={topic}
          maxLength={tutorLimits.maxTopicChars}
          onChange={(event) => onTopicChange(event.target.value)}
          placeholder="e.g. Cell Biology"
          disabled={disabled}
          data-testid="tutor-topic"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={voiceId}>Voice</Label>
        <Select value={voice} onValueChange={(value) => onVoiceChange(value as TutorVoice)} disabled={disabled}>
          <SelectTrigger id={voiceId} aria-label="Voice" data-testid="tutor-voice">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {TUTOR_VOICES.map((name) => (
              <SelectItem key={name} value={name}>
                {VOICE_LABELS[name]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
