import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { queryKeys } from '../query-keys';
import type { GenerationCallOptions } from './post-generation';
import type { GenerationProgress } from './progress';

/** What a generation changes: the saved lists, the user (credits) and the balance (spec §4, §7). */
export const AFTER_GENERATION_KEYS = [
  queryKeys.userFlashcards,
  queryKeys.userQuizzes,
  queryKeys.userStudyGuides,
  queryKeys.currentUser,
  queryKeys.credits,
  queryKeys.creditStats,
] as const;

/**
 * A generation call as a mutation, with its live progress (null when nothing runs). After a
 * success every cached list, the user and the credit balance are refreshed; after a failure the
 * balance is re-read too (a failed job releases its reservation).
 */
export function useGeneration<TInput, TResult>(call: (input: TInput, options: GenerationCallOptions) => Promise<TResult>) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<GenerationProgress | null>(null);

  const refresh = useCallback(
    (keys: ReadonlyArray<readonly string[]>) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    [queryClient],
  );

  const mutation = useMutation<TResult, Error, TInput>({
    mutationFn: (input) => call(input, { onProgress: setProgress }),
    // Not awaited: the result shows at once, the lists and the balance catch up behind it.
    onSuccess: () => void refresh(AFTER_GENERATION_KEYS),
    onError: () => void refresh([queryKeys.credits, queryKeys.creditStats, queryKeys.currentUser]),
    onSettled: () => setProgress(null),
  });

  return { ...mutation, progress: mutation.isPending ? (progress ?? { stage: 'uploading', percent: 0 }) : null };
}
