import './index.css';

// The page's first script is only this: the prerendered landing page paints without waiting for
// React, the router or the app (they are fetched once it has run). index.html, which has nothing to
// show before the app runs, preloads them from its <head> (see vite.config.ts).
void import('./app/start-app').then(({ startApp }) => startApp());
