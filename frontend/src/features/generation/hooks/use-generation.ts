import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BALANCE_QUERY_KEYS, refreshQueries, SAVED_MATERIAL_QUERY_KEYS } from '@/lib/refresh-queries';
import type { GenerationCallOptions } from '../api/post-generation';
import type { GenerationProgress } from '../progress';

/**
 * A generation call as a mutation, with its live progress (null when nothing runs). After a
 * success every saved list, the user and the credit balance are refreshed; after a failure the
 * balance is re-read too (a failed job releases its reservation).
 */
export function useGeneration<TInput, TResult>(call: (input: TInput, options: GenerationCallOptions) => Promise<TResult>) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<GenerationProgress | null>(null);

  const mutation = useMutation<TResult, Error, TInput>({
    mutationFn: (input) => call(input, { onProgress: setProgress }),
    // Not awaited: the result shows at once, the lists and the balance catch up behind it.
    onSuccess: () => void refreshQueries(queryClient, [...SAVED_MATERIAL_QUERY_KEYS, ...BALANCE_QUERY_KEYS]),
    onError: () => void refreshQueries(queryClient, BALANCE_QUERY_KEYS),
    onSettled: () => setProgress(null),
  });

  return { ...mutation, progress: mutation.isPending ? (progress ?? { stage: 'uploading', percent: 0 }) : null };
}
