import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { useRecordQuizAttempt } from '@/lib/quiz-attempts';
import { QuizPlayer, type QuizPlayerProps } from './quiz-player';

interface RecordedQuizPlayerProps extends Omit<QuizPlayerProps, 'onSubmit'> {
  /** The saved quiz the attempts are recorded against. */
  quizId: string;
}

/**
 * A saved quiz to take: every submitted attempt is recorded by the server (best score, profile stats).
 * A failed save leaves the score on screen and says so in a toast.
 */
export function RecordedQuizPlayer({ quizId, ...props }: RecordedQuizPlayerProps) {
  const recordAttempt = useRecordQuizAttempt();
  return (
    <QuizPlayer
      {...props}
      onSubmit={(answers) =>
        recordAttempt.mutate(
          { quizId, answers },
          {
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: 'Score not saved',
                description: errorMessageOf(error, 'Your result could not be saved. Your score is still shown here.'),
              }),
          },
        )
      }
    />
  );
}
