import { API_ENDPOINTS, type SavedStudyGuide } from '@studyforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { studyGuidesQueryKey } from './get-study-guides';

/** PATCH /api/study-guides/{id}: saves the student's raw edit of the notes. */
export function updateStudyGuide({ id, notes }: { id: string; notes: string }): Promise<SavedStudyGuide> {
  return apiCall(API_ENDPOINTS.updateStudyGuide, { params: { id }, body: { notes } });
}

export function useUpdateStudyGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudyGuide,
    onSuccess: (saved) => {
      queryClient.setQueryData<SavedStudyGuide[] | null>(studyGuidesQueryKey, (list) =>
        list ? list.map((guide) => (guide.id === saved.id ? saved : guide)) : list,
      );
      void queryClient.invalidateQueries({ queryKey: studyGuidesQueryKey });
    },
  });
}
