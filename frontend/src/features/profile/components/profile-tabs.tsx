import type { Plan } from '@studyforge/contracts';
import { BarChart3, Layers3, ListChecks, Settings } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ManageSubscriptionButton } from '@/components/billing/subscription-buttons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessageOf } from '@/lib/api-client';
import { formatCredits } from '@/lib/format';
import { useProfileFlashcards, useProfileQuizzes } from '../api/profile-queries';

// The chart library is downloaded only when the Progress tab first opens.
const ProgressCharts = lazy(async () => ({ default: (await import('./progress-charts')).ProgressCharts }));

interface ProfileTabsProps {
  profileId: string;
  isOwn: boolean;
  /** The Settings tab (own profile only): the viewer's plan and balance. */
  plan: Plan;
  credits: number | null;
}

/** Flashcards (default), Quizzes, Progress and, on one's own profile, Settings. */
export function ProfileTabs({ profileId, isOwn, plan, credits }: ProfileTabsProps) {
  const [tab, setTab] = useState('flashcards');
  return (
    <Tabs value={tab} onValueChange={setTab} className="min-w-0">
      <TabsList aria-label="Profile sections">
        <TabsTrigger value="flashcards">
          <Layers3 aria-hidden className="hidden sm:block" />
          Flashcards
        </TabsTrigger>
        <TabsTrigger value="quizzes">
          <ListChecks aria-hidden className="hidden sm:block" />
          Quizzes
        </TabsTrigger>
        <TabsTrigger value="progress">
          <BarChart3 aria-hidden className="hidden sm:block" />
          Progress
        </TabsTrigger>
        {isOwn ? (
          <TabsTrigger value="settings">
            <Settings aria-hidden className="hidden sm:block" />
            Settings
          </TabsTrigger>
        ) : null}
      </TabsList>
      <TabsContent value="flashcards">
        <FlashcardDecks profileId={profileId} isOwn={isOwn} />
      </TabsContent>
      <TabsContent value="quizzes">
        <QuizHistory profileId={profileId} isOwn={isOwn} />
      </TabsContent>
      <TabsContent value="progress">
        <Suspense fallback={<Skeleton className="h-72 w-full rounded-3xl" />}>{tab === 'progress' ? <ProgressCharts profileId={profileId} /> : null}</Suspense>
      </TabsContent>
      {isOwn ? (
        <TabsContent value="settings">
          <section className="grid gap-4 rounded-3xl border bg-card p-5 shadow-xs sm:p-6">
            <h2 className="text-lg font-semibold">Account</h2>
            <dl className="grid gap-3 sm:grid-cols-2">
              <div className="rounded-2xl bg-muted/60 p-4">
                <dt className="text-sm text-muted-foreground">Plan</dt>
                <dd className="mt-1 flex items-center gap-2 text-lg font-semibold" data-testid="settings-plan">
                  {plan}
                  {plan === 'Premium' ? <Badge variant="spark">Premium</Badge> : null}
                </dd>
              </div>
              <div className="rounded-2xl bg-muted/60 p-4">
                <dt className="text-sm text-muted-foreground">Credits remaining</dt>
                <dd className="mt-1 text-lg font-semibold" data-testid="settings-credits">
                  {credits === null ? 'Unavailable' : formatCredits(credits)}
                </dd>
              </div>
            </dl>
            <ManageSubscriptionButton plan={plan} returnPath="/profile" className="w-fit" data-testid="manage-subscription" />
          </section>
        </TabsContent>
      ) : null}
    </Tabs>
  );
}

function FlashcardDecks({ profileId, isOwn }: { profileId: string; isOwn: boolean }) {
  const decks = useProfileFlashcards(profileId);
  return (
    <TabSection title="Flashcard Decks" isLoading={decks.isPending} error={decks.isError ? errorMessageOf(decks.error, 'Flashcard decks could not be loaded.') : null}>
      {decks.data?.length === 0 ? (
        <EmptyState text={isOwn ? 'No flashcard decks yet. Make your first set from your notes.' : 'No flashcard decks yet.'} to={isOwn ? '/flashcards-ai' : null} action="Make flashcards" />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {decks.data?.map((deck) => (
            <li key={deck.id} className="rounded-2xl border bg-card p-4 shadow-xs">
              <p className="font-medium">{deck.question}</p>
              <p className="mt-1 text-sm text-muted-foreground">
                {deck.cardCount} {deck.cardCount === 1 ? 'card' : 'cards'} · {new Date(deck.createdAt).toLocaleDateString()}
                {deck.difficulty ? ` · ${deck.difficulty}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </TabSection>
  );
}

function QuizHistory({ profileId, isOwn }: { profileId: string; isOwn: boolean }) {
  const quizzes = useProfileQuizzes(profileId);
  return (
    <TabSection title="Quiz History" isLoading={quizzes.isPending} error={quizzes.isError ? errorMessageOf(quizzes.error, 'Quiz history could not be loaded.') : null}>
      {quizzes.data?.length === 0 ? (
        <EmptyState text={isOwn ? 'No quizzes yet. Test yourself on your notes.' : 'No quizzes yet.'} to={isOwn ? '/quizzes-ai' : null} action="Take a quiz" />
      ) : (
        <ul className="grid gap-3">
          {quizzes.data?.map((quiz) => (
            <li key={quiz.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border bg-card p-4 shadow-xs">
              <div className="min-w-0">
                <p className="truncate font-medium">{quiz.title}</p>
                <p className="mt-1 text-sm text-muted-foreground">
                  {quiz.totalQuestions} questions · {quiz.attempts} {quiz.attempts === 1 ? 'attempt' : 'attempts'}
                </p>
              </div>
              {quiz.bestScore !== null ? <Badge variant="secondary">Best {Math.round(quiz.bestScore)}%</Badge> : null}
            </li>
          ))}
        </ul>
      )}
    </TabSection>
  );
}

function TabSection({ title, isLoading, error, children }: { title: string; isLoading: boolean; error: string | null; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      {isLoading ? <Skeleton className="h-24 w-full rounded-2xl" /> : error ? <p className="rounded-2xl border border-dashed p-6 text-sm text-muted-foreground">{error}</p> : children}
    </section>
  );
}

function EmptyState({ text, to, action }: { text: string; to: string | null; action: string }) {
  return (
    <div className="grid justify-items-start gap-3 rounded-2xl border border-dashed p-6 text-sm text-muted-foreground">
      <p>{text}</p>
      {to ? (
        <Button asChild size="sm" variant="outline">
          <Link to={to}>{action}</Link>
        </Button>
      ) : null}
    </div>
  );
}
