import { dataExportResultSchema, type JobStatus } from '@studyforge/contracts';
import { AlertCircle, Archive, Download, RefreshCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { formatRelativeDate } from '@/lib/format';
import { dataExportDownloadUrl, isRunning, useLatestDataExport, useStartDataExport } from '../api/data-export';
import { DeleteAccountCard } from './delete-account-card';
import { SettingsCard } from './settings-card';

const STAGE_TEXT: Partial<Record<JobStatus['stage'], string>> = {
  queued: 'Waiting for its turn…',
  generating: 'Gathering your data from every part of StudyForge…',
  saving: 'Writing the ZIP…',
};

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Settings › Data & Export: a ZIP of everything the student owns, and the deletion of the account. */
export function DataExportSection() {
  return (
    <div className="space-y-6" data-testid="data-export-section">
      <DownloadDataCard />
      <DeleteAccountCard />
    </div>
  );
}

function DownloadDataCard() {
  const latest = useLatestDataExport();
  const start = useStartDataExport();
  const job = latest.data ?? null;
  const running = isRunning(job) || start.isPending;

  const begin = () =>
    start.mutate(undefined, {
      onError: (error) => toast({ variant: 'destructive', title: 'Export not started', description: errorMessageOf(error, 'Please try again.') }),
    });

  return (
    <SettingsCard
      title="Download my data"
      description="One ZIP of everything StudyForge keeps about you: account and profile, flashcards, quizzes, study guides, quiz attempts, trivia history, credit history, subscription and the files you uploaded, with a README that explains each file."
      testId="download-data-card"
    >
      {latest.isPending ? (
        <Skeleton className="h-10 w-48" />
      ) : running ? (
        <div className="space-y-2" role="status" aria-live="polite">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="text-muted-foreground">{(job && STAGE_TEXT[job.stage]) ?? 'Starting your export…'}</span>
            <span className="font-semibold tabular-nums">{job?.progress ?? 0}%</span>
          </div>
          <Progress value={job?.progress ?? 0} active aria-label="Export progress" />
        </div>
      ) : (
        <div className="space-y-4">
          {job?.stage === 'done' ? <ReadyExport job={job} /> : null}
          {job?.stage === 'failed' ? (
            <Alert variant="destructive">
              <AlertCircle aria-hidden />
              <AlertTitle>The last export did not finish</AlertTitle>
              <AlertDescription>{job.error?.message ?? 'Please try again.'}</AlertDescription>
            </Alert>
          ) : null}
          <Button variant={job?.stage === 'done' ? 'outline' : 'default'} onClick={begin}>
            {job ? <RefreshCw aria-hidden /> : <Archive aria-hidden />}
            {job ? 'Make a new export' : 'Download my data'}
          </Button>
        </div>
      )}
    </SettingsCard>
  );
}

function ReadyExport({ job }: { job: JobStatus }) {
  const result = dataExportResultSchema.safeParse(job.result);
  if (!result.success) return null;
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-medium">{result.data.fileName}</p>
        <p className="text-sm text-muted-foreground">
          {formatSize(result.data.size)} · {result.data.files} files · made {formatRelativeDate(job.updatedAt)}
        </p>
      </div>
      <Button asChild variant="brand">
        <a href={dataExportDownloadUrl(job.id)} download={result.data.fileName}>
          <Download aria-hidden />
          Download ZIP
        </a>
      </Button>
    </div>
  );
}
