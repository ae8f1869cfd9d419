import type { CurrentUser } from '@studyforge/contracts';
import { CalendarCheck2, Crown, FileText, Layers3, Lightbulb, ListChecks, Sparkles, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { greetingFor, memberSince, tipOfTheDay } from '../greeting';

const QUICK_STARTS: ReadonlyArray<{ label: string; to: string; icon: LucideIcon }> = [
  { label: 'Make flashcards', to: '/flashcards-ai', icon: Layers3 },
  { label: 'Take a practice quiz', to: '/quizzes-ai', icon: ListChecks },
  { label: 'Write study notes', to: '/notes-ai', icon: FileText },
];

interface DashboardPageProps {
  user: Pick<CurrentUser, 'firstName' | 'plan' | 'createdAt' | 'major'>;
  /** Balance and prices (composed by the app from the credits feature). */
  creditSummary: ReactNode;
  /** The study tools grid. */
  toolsGrid: ReactNode;
  /** Upload & Generate, at the top (the dashboard is its screen, ARCHITECTURE §9). */
  uploadPanel?: ReactNode;
}

/** The signed-in home at / and /dashboard. */
export function DashboardPage({ user, creditSummary, toolsGrid, uploadPanel }: DashboardPageProps) {
  const firstName = user.firstName?.trim() || 'there';
  const since = memberSince(user.createdAt);
  return (
    <div className="grid grid-cols-1 gap-8 sm:gap-10">
      <title>Dashboard · StudyForge</title>
      {uploadPanel}
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
        <section
          aria-labelledby="dashboard-greeting"
          className="relative overflow-hidden rounded-3xl bg-brand-gradient p-6 text-white shadow-lifted sm:p-8 lg:col-span-2"
        >
          <div aria-hidden className="absolute -top-24 -right-16 size-72 rounded-full bg-white/10" />
          <div aria-hidden className="absolute -bottom-28 left-10 size-56 rounded-full bg-white/5" />
          <div className="relative flex h-full flex-col">
            <div className="flex flex-wrap items-center gap-2">
              <Badge className="border-white/25 bg-white/15 text-white">
                {user.plan === 'Premium' ? <Crown aria-hidden /> : <Sparkles aria-hidden />}
                {user.plan === 'Premium' ? 'Premium' : 'Free plan'}
              </Badge>
              {user.major ? <Badge className="border-white/25 bg-white/10 text-white">{user.major}</Badge> : null}
            </div>
            <h2 id="dashboard-greeting" className="mt-5 text-3xl font-bold tracking-tight sm:text-4xl">
              {greetingFor(new Date())},{' '}
              <Link to="/profile" className="underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none">
                {firstName}
              </Link>
            </h2>
            <p className="mt-3 max-w-lg text-base text-white/85">
              What are we studying today? Upload above, or pick a tool below — each one shows what it costs before you spend a credit.
            </p>
            <nav aria-label="Quick start" className="mt-6 flex flex-wrap gap-2">
              {QUICK_STARTS.map(({ label, to, icon: Icon }) => (
                <Link
                  key={to}
                  to={to}
                  className="inline-flex items-center gap-2 rounded-full border border-white/25 bg-white/10 px-3.5 py-1.5 text-sm font-medium text-white transition-colors hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
                >
                  <Icon className="size-4" aria-hidden />
                  {label}
                </Link>
              ))}
            </nav>
            <p className="mt-6 flex items-start gap-3 rounded-2xl bg-black/10 p-4 text-sm text-white/90 lg:mt-auto">
              <Lightbulb className="mt-0.5 size-4 shrink-0 text-spark" aria-hidden />
              <span>
                <span className="font-semibold text-white">Tip of the day: </span>
                {tipOfTheDay(new Date())}
              </span>
            </p>
            <div className="flex flex-wrap items-center gap-3 pt-6">
              <Button asChild variant="secondary" className="bg-white text-indigo-700 hover:bg-white/90">
                <Link to="/all-features">Browse all tools</Link>
              </Button>
              {since ? (
                <span className="inline-flex items-center gap-1.5 text-sm text-white/80">
                  <CalendarCheck2 className="size-4" aria-hidden />
                  Studying with StudyForge since {since}
                </span>
              ) : null}
            </div>
          </div>
        </section>
        <div>{creditSummary}</div>
      </div>

      <section aria-labelledby="dashboard-tools">
        <div className="mb-4 flex items-end justify-between gap-4">
          <div>
            <h2 id="dashboard-tools" className="text-xl font-semibold tracking-tight">
              Your study tools
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">Upload notes, slides or readings and turn them into something you can study.</p>
          </div>
        </div>
        {toolsGrid}
      </section>
    </div>
  );
}
