// Component tests (the designer's forms, the room-design dialogs): render inside the portal's Mantine theme in test
// mode (no transitions, no portals), with the browser APIs jsdom lacks that Mantine uses, and clean up after each test.
import type { ReactElement, ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { createTheme, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { theme } from './theme';

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

afterEach(cleanup);
// Rendering Mantine forms in jsdom takes seconds on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 });

// Test mode turns transitions off, except the collapses of accordions, which wait for a transition end jsdom never sends.
const testTheme = mergeThemeOverrides(theme, createTheme({ components: { Accordion: { defaultProps: { transitionDuration: 0 } } } }));

function Theme({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={testTheme} env="test">
      {children}
    </MantineProvider>
  );
}

/** Renders inside the theme; the result's rerender keeps the theme. */
export const renderWithTheme = (ui: ReactElement) => render(ui, { wrapper: Theme });
