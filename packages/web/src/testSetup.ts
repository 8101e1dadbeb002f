// Runs before every test file of the web project (vitest.config.ts `setupFiles`). The files share their worker's
// module cache and document (`isolate: false`), so whatever one file leaves behind must go after each test: the
// rendered trees (Mantine's portals included), the storage, the timers and mocks a test switched on.
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// The browser APIs jsdom lacks that Mantine uses.
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
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});
