// Component tests (the designer's forms, the room-design dialogs): render inside the portal's Mantine theme in test
// mode (no transitions, no portals). The browser APIs jsdom lacks and the cleanup after each test: src/testSetup.ts.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createTheme, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { theme } from './theme';

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
