import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PRODUCT_NAME } from '../product';

/** "Harbour interview · Scriptloom": what the browser tab and the history show. */
export const fullTitle = (title: string) => (title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME);

/** Each screen's own title, from its path (docs/product.md#routes-of-the-web-app). */
const TITLES: [RegExp, string][] = [
  [/^\/auth\/login\/?$/, 'Sign in'],
  [/^\/auth\/signup\/?$/, 'Create an account'],
  [/^\/auth\/confirm-email\/?$/, 'Confirm your email'],
  [/^\/auth\/forgot-password\/?$/, 'Forgot your password'],
  [/^\/auth\/reset-password\/?$/, 'Choose a new password'],
  [/^\/(dashboard\/?)?$/, 'Your files'],
  [/^\/files\/?$/, 'Your files'],
  [/^\/transcripts\/[^/]+\/?$/, 'Transcript'],
  [/^\/account(\/profile)?\/?$/, 'Profile'],
  [/^\/account\/password\/?$/, 'Password'],
  [/^\/(account\/billing|plans)\/?$/, 'Plans & billing'],
  [/^\/download\/?$/, 'Download'],
  [/^\/enterprise\/workflows\/?$/, 'Workflows'],
  [/^\/enterprise\/workflows\/[^/]+\/?$/, 'Workflow'],
  [/^\/organisation\/?$/, 'Organisation'],
  [/^\/organisation\/members\/?$/, 'Members'],
  [/^\/organisation\/members\/[^/]+\/?$/, 'Member'],
  [/^\/organisation\/who-may-join\/?$/, 'Who may join'],
  [/^\/organisation\/leave\/?$/, 'Leave'],
  [/^\/organisation\/scores(\/[^/]+)?\/?$/, 'Scores'],
  [/^\/organisation\/disputes\/?$/, 'Disputes'],
];

export function titleForPath(pathname: string): string {
  return TITLES.find(([path]) => path.test(pathname))?.[1] ?? 'Page not found';
}

/** Titles pages gave themselves (a file's title), by path; they win over the path's own. */
const given = new Map<string, string>();

/**
 * A page names itself once it knows its subject (the transcript's or the workflow's title). React
 * runs a page's effects before its layout's, so the route's title below sees this one and keeps it.
 */
export function usePageTitle(title: string | null | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!title) return;
    given.set(pathname, title);
    document.title = fullTitle(title);
    return () => {
      given.delete(pathname);
    };
  }, [pathname, title]);
}

/** Sets the tab's title on every navigation (in the root layout, so every screen has one). */
export function RouteTitle(): null {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = fullTitle(given.get(pathname) ?? titleForPath(pathname));
  }, [pathname]);
  return null;
}
