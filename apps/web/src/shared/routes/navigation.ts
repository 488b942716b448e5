/**
 * Lets code outside React (the API base query) change the route. The router registers itself at
 * start-up; before that a full page load is the only way to move, which is still correct.
 */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type NavigateFn = (to: string, options?: NavigateOptions) => unknown;

let navigateFn: NavigateFn | null = null;

export function registerNavigate(fn: NavigateFn): void {
  navigateFn = fn;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  if (navigateFn) void navigateFn(to, options);
  else window.location.assign(to);
}

export function currentPath(): string {
  return window.location.pathname + window.location.search;
}
