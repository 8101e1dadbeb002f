// The portal's Mantine theme, and its colour scheme: light, dark or system (follows the OS); default light; remembered
// under the theme-mode key with spec 1's values (light, dark, system).
import { createTheme, type CSSVariablesResolver, type MantineColorScheme, type MantineColorSchemeManager } from '@mantine/core';

// Colour contrast meets WCAG AA (4.5:1 for text) everywhere, fixed here once rather than per screen:
// - filled, outline and text colours use shade 8 in the light scheme (white on blue-6 is 3.55:1, on blue-8 5:1);
// - text on a filled colour is white or black, whichever contrasts more: a luminance of 0.179 is where the two are
//   equal, so either choice keeps at least 4.5:1 (autoContrast with that threshold);
// - dimmed text and placeholders are darker in the light scheme (Mantine's gray-6 is 3.3:1, gray-5 2.1:1) and lighter
//   in the dark one (cssVariablesResolver).
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  luminanceThreshold: 0.179,
  fontFamily: '-apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  defaultRadius: 'md',
  // Transitions (modals, menus, notifications) are instant for people who ask their system for reduced motion.
  respectReducedMotion: true,
  components: {
    // Plain objects, not Modal.extend / Drawer.extend: those would import both components into the first load.
    // A dialog's backdrop starts below the shell's header (as the loading overlay does), so 首页 and the menus stay
    // within reach while a save is pending; without a header (sign-in pages) the variable is unset and it is 0.
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': '关闭' } },
      styles: { overlay: { top: 'var(--app-shell-header-height, 0px)' }, inner: { top: 'var(--app-shell-header-height, 0px)' } },
    },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': '关闭' } } },
    // Without the placeholder Mantine puts first in every menu (a focusable role=presentation div, which breaks the
    // menu's required children: axe aria-required-children, critical), the first item takes the focus.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // An active NavLink's description at full opacity: at 0.9 it is 4.09:1 on the active background.
    NavLink: { styles: { description: { opacity: 1 } } },
    // The messages in the corner (@mantine/notifications) are Notification components: their × is named too.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': '关闭' } } },
  },
});

export const THEME_KEY = 'theme-mode';

/** What is stored under theme-mode for each of Mantine's schemes (Mantine calls 'system' auto). */
const STORED: Record<MantineColorScheme, string> = { light: 'light', dark: 'dark', auto: 'system' };

/** The scheme a stored value names ('auto' was stored by earlier versions); undefined for anything else. */
export function storedScheme(value: string | null): MantineColorScheme | undefined {
  if (value === 'system' || value === 'auto') return 'auto';
  return value === 'light' || value === 'dark' ? value : undefined;
}

/**
 * Mantine's localStorage manager with spec 1's values: 'system', not Mantine's 'auto'. Another tab's change applies
 * here too (the storage event), and storage that cannot be used (private modes) leaves the default.
 */
function createColorSchemeManager(): MantineColorSchemeManager {
  let listener: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue) => {
      try {
        return storedScheme(window.localStorage.getItem(THEME_KEY)) ?? defaultValue;
      } catch {
        return defaultValue;
      }
    },
    set: (value) => {
      try {
        window.localStorage.setItem(THEME_KEY, STORED[value]);
      } catch {
        // Not remembered; the scheme still applies to this page.
      }
    },
    subscribe: (onUpdate) => {
      listener = (event) => {
        const scheme = event.storageArea === window.localStorage && event.key === THEME_KEY ? storedScheme(event.newValue) : undefined;
        if (scheme) onUpdate(scheme);
      };
      window.addEventListener('storage', listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener('storage', listener);
    },
    clear: () => {
      window.localStorage.removeItem(THEME_KEY);
    },
  };
}

export const colorSchemeManager = createColorSchemeManager();

/**
 * Text colours of the light scheme for the palettes whose own shades are too light as text: Mantine uses shade 8 for
 * coloured text and outlines (teal-8 on white is 3.95:1, orange-8 3.58:1) and shade 9 on the pale backgrounds of light
 * badges and buttons (orange-9 on orange-1 is 3.62:1). Each is its shade 9 darkened until it keeps 4.6:1 on white and
 * on its shade 1.
 */
const LIGHT_TEXT: Record<string, string> = {
  red: '#c52929',
  cyan: '#0b7285',
  teal: '#087a57',
  green: '#267937',
  lime: '#4b790b',
  yellow: '#a65600',
  orange: '#bb3e0d',
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': LIGHT_TEXT.red ?? '',
    ...Object.fromEntries(
      Object.entries(LIGHT_TEXT).flatMap(([color, text]) => [
        [`--mantine-color-${color}-text`, text],
        [`--mantine-color-${color}-light-color`, text],
        [`--mantine-color-${color}-outline`, text],
      ]),
    ),
  },
  dark: {
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
  },
});

const CYCLE: Record<MantineColorScheme, MantineColorScheme> = { light: 'dark', dark: 'auto', auto: 'light' };
export const nextColorScheme = (current: MantineColorScheme): MantineColorScheme => CYCLE[current];

export const COLOR_SCHEME_LABEL: Record<MantineColorScheme, string> = {
  light: '浅色',
  dark: '深色',
  auto: '跟随系统',
};
