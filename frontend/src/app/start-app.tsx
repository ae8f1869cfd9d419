import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { mayBeSignedIn } from '@/features/auth/api/get-current-user';
import { App } from './app';

/**
 * Draws the app into #root. landing.html (served at / to a browser without a session) already holds
 * the landing page rendered at build time: the app takes that markup over instead of drawing it again.
 */
export function startApp(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // In a transition, React renders (and hydrates) in slices that leave the main thread free to answer
  // input between them, instead of one long task.
  startTransition(() => {
    if (container.hasAttribute('data-prerendered') && !mayBeSignedIn() && window.location.pathname === '/') hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
