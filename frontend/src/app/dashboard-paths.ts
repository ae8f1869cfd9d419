/** The addresses of the dashboard (spec §2: / signed in, and /dashboard). Its own module: the page's first script reads it. */
export function isDashboardPath(pathname: string): boolean {
  return pathname === '/' || pathname === '/dashboard';
}
