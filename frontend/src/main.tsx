import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { mayBeSignedIn } from './features/auth/api/get-current-user';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// landing.html (served at / to a browser without a session) holds the landing page rendered at build
// time: the app takes that markup over instead of drawing it again.
if (container.hasAttribute('data-prerendered') && !mayBeSignedIn() && window.location.pathname === '/') hydrateRoot(container, app);
else createRoot(container).render(app);
