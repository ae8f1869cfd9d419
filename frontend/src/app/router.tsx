import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppShell } from './layouts/app-shell';
import { RequireAuth } from './layouts/require-auth';
import { RootLayout } from './layouts/root-layout';
import {
  AllFeaturesRoute,
  BillingPortalPage,
  BooksRoute,
  CheckoutPage,
  DashboardRoute,
  FlashcardsAiRoute,
  ForgotPasswordPage,
  HelpRoute,
  LibraryPage,
  NotFoundPage,
  NotesAiRoute,
  PrivacyPage,
  ProfileRoute,
  QuizzesAiRoute,
  StudyVisualsRoute,
  EssayGraderRoute,
  AudioRecapRoute,
  TutorMeRoute,
  ResetPasswordPage,
  RouteError,
  Screen,
  SignInPage,
  SettingsRoute,
  SignUpPage,
  StudyCalendarRoute,
  TermsPage,
  TriviaRoute,
  VerifyEmailPage,
} from './lazy-routes';
import { HomeRoute } from './routes/home';

export interface AppRoute {
  path: string;
  /** 'signed-in': visitors who are not signed in see the landing page instead (spec §2). */
  access: 'public' | 'signed-in';
  /** 'app': inside the signed-in shell (navigation bars when signed in); 'bare': the page draws its own frame. */
  layout: 'app' | 'bare';
  element: ReactNode;
}

/**
 * The route table of spec §2, in one place. `/` (dashboard or landing) and the not-found page are
 * wired below. Screens of later issues are added here as they are built; until then their paths
 * (/checkout, /trivia, /library, /books, /profile and /profile/:username, /study-visuals,
 * /essay-grader, /tutor-me, /audio-recap, /study-calendar, /settings) fall through to the not-found
 * page. Upload & Generate lives on the dashboard (/ and /dashboard).
 */
export const ROUTES: readonly AppRoute[] = [
  { path: '/signin', access: 'public', layout: 'bare', element: <SignInPage /> },
  { path: '/signup', access: 'public', layout: 'bare', element: <SignUpPage /> },
  { path: '/verify-email', access: 'public', layout: 'bare', element: <VerifyEmailPage /> },
  { path: '/forgot-password', access: 'public', layout: 'bare', element: <ForgotPasswordPage /> },
  { path: '/reset-password', access: 'public', layout: 'bare', element: <ResetPasswordPage /> },
  { path: '/terms', access: 'public', layout: 'bare', element: <TermsPage /> },
  { path: '/privacy', access: 'public', layout: 'bare', element: <PrivacyPage /> },
  { path: '/help', access: 'public', layout: 'bare', element: <HelpRoute /> },
  { path: '/checkout', access: 'public', layout: 'bare', element: <CheckoutPage /> },
  { path: '/dashboard', access: 'signed-in', layout: 'app', element: <DashboardRoute /> },
  { path: '/all-features', access: 'signed-in', layout: 'app', element: <AllFeaturesRoute /> },
  { path: '/notes-ai', access: 'signed-in', layout: 'app', element: <NotesAiRoute /> },
  { path: '/flashcards-ai', access: 'signed-in', layout: 'app', element: <FlashcardsAiRoute /> },
  { path: '/quizzes-ai', access: 'signed-in', layout: 'app', element: <QuizzesAiRoute /> },
  { path: '/study-visuals', access: 'signed-in', layout: 'app', element: <StudyVisualsRoute /> },
  { path: '/essay-grader', access: 'signed-in', layout: 'app', element: <EssayGraderRoute /> },
  { path: '/audio-recap', access: 'signed-in', layout: 'app', element: <AudioRecapRoute /> },
  { path: '/tutor-me', access: 'signed-in', layout: 'app', element: <TutorMeRoute /> },
  { path: '/trivia', access: 'signed-in', layout: 'app', element: <TriviaRoute /> },
  { path: '/library', access: 'signed-in', layout: 'app', element: <LibraryPage /> },
  { path: '/books', access: 'signed-in', layout: 'app', element: <BooksRoute /> },
  { path: '/study-calendar', access: 'signed-in', layout: 'app', element: <StudyCalendarRoute /> },
  { path: '/settings', access: 'signed-in', layout: 'app', element: <SettingsRoute /> },
  { path: '/profile', access: 'signed-in', layout: 'app', element: <ProfileRoute /> },
  { path: '/profile/:username', access: 'signed-in', layout: 'app', element: <ProfileRoute /> },
  { path: '/billing/portal', access: 'signed-in', layout: 'app', element: <BillingPortalPage /> },
];

function toRouteObject(route: AppRoute): RouteObject {
  return {
    path: route.path,
    element: <Screen>{route.access === 'signed-in' ? <RequireAuth>{route.element}</RequireAuth> : route.element}</Screen>,
  };
}

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...ROUTES.filter((route) => route.layout === 'bare').map(toRouteObject),
      {
        element: <AppShell />,
        children: [
          {
            path: '/',
            element: (
              <Screen>
                <HomeRoute />
              </Screen>
            ),
          },
          ...ROUTES.filter((route) => route.layout === 'app').map(toRouteObject),
          {
            path: '*',
            element: (
              <Screen>
                <NotFoundPage />
              </Screen>
            ),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
