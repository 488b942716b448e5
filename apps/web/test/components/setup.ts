import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library unmounts what a test rendered by itself only where test globals exist; these
// tests import theirs, so each test's page is emptied here.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// jsdom lays nothing out and has no media queries: MUI's useMediaQuery asks matchMedia, which
// answers "no match" here (the wide layout), as a desktop browser would for the narrow query.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Nor does it scroll: the editor brings a paragraph into view after moving the caret into it.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
