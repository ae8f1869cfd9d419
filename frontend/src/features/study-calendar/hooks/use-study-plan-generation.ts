import { studyPlanMessages, type GenerateStudyPlanBody, type StudyPlanReply } from '@studyforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MascotControls } from '@/components/mascot/use-mascot';
import { toast } from '@/components/ui/use-toast';
import { failureDescription } from '@/lib/failure-description';
import { BALANCE_QUERY_KEYS, refreshQueries } from '@/lib/refresh-queries';
import { generateStudyPlan, type PlanProgress } from '../api/generate-study-plan';
import { STUDY_PLAN_QUERY_KEY, studyPlanQueryOptions } from '../api/study-plan-api';

/**
 * Generate Study Plan (spec §4, §8): on success the plan is replaced by the server's and the balance
 * re-read, with the spec's toast and a celebrating mascot; on failure the plan stays as it was.
 */
export function useStudyPlanGeneration(mascot: MascotControls, onGenerated: (reply: StudyPlanReply) => void) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<PlanProgress | null>(null);

  const mutation = useMutation({
    mutationFn: (body: GenerateStudyPlanBody) => generateStudyPlan(body, setProgress),
    onMutate: () => {
      setProgress({ stage: 'queued', percent: 0 });
      mascot.think('Planning your study sessions...');
    },
    onSuccess: (reply) => {
      queryClient.setQueryData(studyPlanQueryOptions().queryKey, (current) => (current ? { ...current, plan: reply.plan } : current));
      void refreshQueries(queryClient, [...BALANCE_QUERY_KEYS, STUDY_PLAN_QUERY_KEY]);
      mascot.celebrate('Your study plan is ready!');
      toast(studyPlanMessages.success);
      onGenerated(reply);
    },
    onError: (error) => {
      void refreshQueries(queryClient, BALANCE_QUERY_KEYS);
      mascot.fail('Generation failed. Please try again!');
      toast({ variant: 'destructive', title: 'Error', description: failureDescription(error, studyPlanMessages.failure) });
    },
    onSettled: () => setProgress(null),
  });

  return { generate: mutation.mutate, pending: mutation.isPending, progress: mutation.isPending ? progress : null };
}
