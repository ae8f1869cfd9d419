import { API_ENDPOINTS, endpointUrl, type JobStatus } from '@studyforge/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';

export function isRunning(job: JobStatus | null | undefined): boolean {
  return !!job && job.stage !== 'done' && job.stage !== 'failed';
}

/** GET /api/account/export: the latest export job, read again every second while it runs (its progress). */
export function latestDataExportQueryOptions() {
  return queryOptions({
    ...endpointQuery(API_ENDPOINTS.getLatestDataExport),
    staleTime: 0,
    refetchInterval: (query) => (isRunning(query.state.data) ? 1000 : false),
  });
}

export function useLatestDataExport() {
  return useQuery(latestDataExportQueryOptions());
}

/** POST /api/account/export: starts gathering the ZIP (or answers the export already running). */
export function useStartDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(API_ENDPOINTS.startDataExport),
    onSuccess: (job) => queryClient.setQueryData(latestDataExportQueryOptions().queryKey, job),
  });
}

/** The owner-only download of a finished export (the browser saves the ZIP). */
export function dataExportDownloadUrl(jobId: string): string {
  return endpointUrl(API_ENDPOINTS.downloadDataExport, { params: { id: jobId } });
}
