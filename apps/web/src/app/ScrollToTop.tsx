import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** docs/product.md#routes-of-the-web-app: every path change starts at the top of the page, not where the last one was left. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
