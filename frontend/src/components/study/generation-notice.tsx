import { Info } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';

/** The server's note beside a result, e.g. that the material gave fewer items than asked for. */
export function GenerationNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <Alert data-testid="generation-notice" role="note">
      <Info aria-hidden className="text-primary" />
      <AlertDescription className="col-start-2">{notice}</AlertDescription>
    </Alert>
  );
}
