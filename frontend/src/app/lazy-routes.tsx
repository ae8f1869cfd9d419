import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { mayBeSignedIn, preloadCurrentUserRead } from '@/features/auth/api/get-current-user';
import { isDashboardPath } from './dashboard-paths';
import { DashboardSkeleton } from './dashboard-skeleton';
import { RouteSkeleton } from './route-skeleton';

/**
 * Each screen's code in its own chunk, loaded with its route: a visitor on the landing or sign-in page
 * downloads neither the dashboard nor the tools. Each module's named export becomes a lazy component.
 */
function lazyScreen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/** A module loader that downloads once, whether asked by its route or by the preload below. */
function once<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | null = null;
  return () => (loading ??= load());
}

const loadLanding = once(() => import('@/features/landing/components/landing-page'));
const loadDashboard = once(() => import('./routes/dashboard'));
const loadSignedInFrame = once(() => import('./layouts/signed-in-frame'));

export const LandingPage = lazyScreen(loadLanding, 'LandingPage');
export const SignedInFrame = lazy(async () => ({ default: (await loadSignedInFrame()).SignedInFrame }));
export const SignInPage = lazyScreen(() => import('@/features/auth/components/sign-in-page'), 'SignInPage');
export const SignUpPage = lazyScreen(() => import('@/features/auth/components/sign-up-page'), 'SignUpPage');
export const VerifyEmailPage = lazyScreen(() => import('@/features/auth/components/verify-email-page'), 'VerifyEmailPage');
export const ForgotPasswordPage = lazyScreen(() => import('@/features/auth/components/forgot-password-page'), 'ForgotPasswordPage');
export const ResetPasswordPage = lazyScreen(() => import('@/features/auth/components/reset-password-page'), 'ResetPasswordPage');
export const TermsPage = lazyScreen(() => import('@/features/legal/components/terms-page'), 'TermsPage');
export const PrivacyPage = lazyScreen(() => import('@/features/legal/components/privacy-page'), 'PrivacyPage');
export const HelpRoute = lazyScreen(() => import('./routes/help'), 'HelpRoute');
const LazyDashboardRoute = lazyScreen(loadDashboard, 'DashboardRoute');
export const AllFeaturesRoute = lazyScreen(() => import('./routes/all-features'), 'AllFeaturesRoute');
export const NotesAiRoute = lazyScreen(() => import('./routes/notes-ai'), 'NotesAiRoute');
export const FlashcardsAiRoute = lazyScreen(() => import('./routes/flashcards-ai'), 'FlashcardsAiRoute');
export const QuizzesAiRoute = lazyScreen(() => import('./routes/quizzes-ai'), 'QuizzesAiRoute');
export const StudyVisualsRoute = lazyScreen(() => import('./routes/study-visuals'), 'StudyVisualsRoute');
export const EssayGraderRoute = lazyScreen(() => import('./routes/essay-grader'), 'EssayGraderRoute');
export const AudioRecapRoute = lazyScreen(() => import('./routes/audio-recap'), 'AudioRecapRoute');
export const TutorMeRoute = lazyScreen(() => import('./routes/tutor-me'), 'TutorMeRoute');
export const TriviaRoute = lazyScreen(() => import('./routes/trivia'), 'TriviaRoute');
export const LibraryPage = lazyScreen(() => import('@/features/books/components/library-page'), 'LibraryPage');
export const CheckoutPage = lazyScreen(() => import('@/features/billing/components/checkout-page'), 'CheckoutPage');
export const BillingPortalPage = lazyScreen(() => import('@/features/billing/components/billing-portal-page'), 'BillingPortalPage');
export const BooksRoute = lazyScreen(() => import('./routes/books'), 'BooksRoute');
export const StudyCalendarRoute = lazyScreen(() => import('./routes/study-calendar'), 'StudyCalendarRoute');
export const SettingsRoute = lazyScreen(() => import('./routes/settings'), 'SettingsRoute');
export const ProfileRoute = lazyScreen(() => import('./routes/profile'), 'ProfileRoute');
export const NotFoundPage = lazyScreen(() => import('./routes/not-found'), 'NotFoundPage');
const LazyRouteError = lazyScreen(() => import('./routes/route-error'), 'RouteError');

/** The error screen of the router, its code loaded when a screen fails. */
export function RouteError() {
  return (
    <Suspense fallback={null}>
      <LazyRouteError />
    </Suspense>
  );
}

/** The dashboard, with its own skeleton (the one the signed-in shell shows) while its code arrives. */
export function DashboardRoute() {
  return (
    <Suspense fallback={<DashboardSkeleton />}>
      <LazyDashboardRoute />
    </Suspense>
  );
}

/** A lazy screen with the page skeleton while its code arrives. */
export function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<RouteSkeleton />}>{children}</Suspense>;
}

/**
 * The first screen's code starts downloading as soon as the app's own code runs, beside the sign-in
 * check instead of after it: the landing page for a visitor at /, the signed-in frame and then the
 * dashboard for a browser with a session at / or /dashboard.
 */
function preloadFirstScreen(): void {
  if (typeof window === 'undefined') return;
  const path = window.location.pathname;
  if (!mayBeSignedIn()) {
    if (path === '/') void loadLanding();
    return;
  }
  preloadCurrentUserRead();
  // The frame first (its code is small and it draws the top bar and the verification banner), then the
  // dashboard's larger code (with every endpoint's schemas), so the two do not share the connection.
  const frame = loadSignedInFrame();
  if (isDashboardPath(path)) void frame.then(loadDashboard, loadDashboard);
}

preloadFirstScreen();
