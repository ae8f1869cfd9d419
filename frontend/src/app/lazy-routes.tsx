import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { RouteSkeleton } from './route-skeleton';

/**
 * Each screen's code in its own chunk, loaded with its route: a visitor on the landing or sign-in page
 * downloads neither the dashboard nor the tools. Each module's named export becomes a lazy component.
 */
function lazyScreen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

export const LandingPage = lazyScreen(() => import('@/features/landing/components/landing-page'), 'LandingPage');
export const SignInPage = lazyScreen(() => import('@/features/auth/components/sign-in-page'), 'SignInPage');
export const SignUpPage = lazyScreen(() => import('@/features/auth/components/sign-up-page'), 'SignUpPage');
export const VerifyEmailPage = lazyScreen(() => import('@/features/auth/components/verify-email-page'), 'VerifyEmailPage');
export const ForgotPasswordPage = lazyScreen(() => import('@/features/auth/components/forgot-password-page'), 'ForgotPasswordPage');
export const ResetPasswordPage = lazyScreen(() => import('@/features/auth/components/reset-password-page'), 'ResetPasswordPage');
export const TermsPage = lazyScreen(() => import('@/features/legal/components/terms-page'), 'TermsPage');
export const PrivacyPage = lazyScreen(() => import('@/features/legal/components/privacy-page'), 'PrivacyPage');
export const DashboardRoute = lazyScreen(() => import('./routes/dashboard'), 'DashboardRoute');
export const AllFeaturesRoute = lazyScreen(() => import('./routes/all-features'), 'AllFeaturesRoute');
export const NotesAiRoute = lazyScreen(() => import('./routes/notes-ai'), 'NotesAiRoute');
export const FlashcardsAiRoute = lazyScreen(() => import('./routes/flashcards-ai'), 'FlashcardsAiRoute');
export const QuizzesAiRoute = lazyScreen(() => import('./routes/quizzes-ai'), 'QuizzesAiRoute');
export const TriviaRoute = lazyScreen(() => import('./routes/trivia'), 'TriviaRoute');
export const LibraryPage = lazyScreen(() => import('@/features/books/components/library-page'), 'LibraryPage');
export const BooksRoute = lazyScreen(() => import('./routes/books'), 'BooksRoute');

/** A lazy screen with the page skeleton while its code arrives. */
export function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<RouteSkeleton />}>{children}</Suspense>;
}
