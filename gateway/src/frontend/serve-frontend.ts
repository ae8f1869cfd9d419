import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the built single-page app: hashed assets cached for a year, every other non-API GET answers
 * index.html so client-side routes (and their 404 page) work on reload.
 */
export function serveFrontend(distDir: string): RequestHandler {
  const indexHtml = join(distDir, 'index.html');
  const assets = express.static(distDir, {
    index: false,
    setHeaders: (res, path) => {
      if (path.includes(`${join(distDir, 'assets')}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    assets(req, res, () => {
      if (!existsSync(indexHtml)) {
        res.status(503).type('text/plain').send('The web app has not been built yet. Run `npm start` (or `npm run build`) first.');
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexHtml);
    });
  };
}
