import './index.css';

// The page's first script is only this. index.html, which has nothing to show before the app runs,
// preloads the app's chunks from its <head> (see vite.config.ts) and starts it at once. landing.html
// already holds the landing page: the browser paints it first, then the app is fetched and takes it over
// (a hidden tab paints no frame, so the app starts after a moment there anyway).
const startApp = () => void import('./app/start-app').then((app) => app.startApp());

if (document.getElementById('root')?.hasAttribute('data-prerendered')) {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    startApp();
  };
  requestAnimationFrame(() => setTimeout(startOnce, 0));
  setTimeout(startOnce, 500);
} else {
  startApp();
}
