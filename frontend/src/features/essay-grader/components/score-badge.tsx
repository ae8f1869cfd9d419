import { scoreBand, scoreIcon } from '@studyforge/contracts';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { BAND_CLASSES, ICON_LABELS } from '../essay-files';

const ICONS = { high: CheckCircle2, middle: AlertTriangle, low: XCircle };

/** A score in its colour band (90+, 80, 70, 60, below) with the icon of its threshold (80, 60). */
export function ScoreIcon({ score, className }: { score: number; className?: string }) {
  const icon = scoreIcon(score);
  const Icon = ICONS[icon];
  return <Icon className={cn('shrink-0', BAND_CLASSES[scoreBand(score)].text, className)} aria-label={ICON_LABELS[icon]} data-icon={icon} />;
}

export function scoreClasses(score: number) {
  return BAND_CLASSES[scoreBand(score)];
}
