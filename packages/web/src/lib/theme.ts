// The portal's Mantine theme, and its colour scheme: light, dark or system (follows the OS); default light; remembered
// under the theme-mode key.
import { createTheme, localStorageColorSchemeManager, type MantineColorScheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: '-apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  defaultRadius: 'md',
  components: {
    // Plain objects, not Modal.extend / Drawer.extend: those would import both components into the first load.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': '关闭' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': '关闭' } } },
  },
});

export const THEME_KEY = 'theme-mode';
export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_KEY });

const CYCLE: Record<MantineColorScheme, MantineColorScheme> = { light: 'dark', dark: 'auto', auto: 'light' };
export const nextColorScheme = (current: MantineColorScheme): MantineColorScheme => CYCLE[current];

export const COLOR_SCHEME_LABEL: Record<MantineColorScheme, string> = {
  light: '浅色',
  dark: '深色',
  auto: '跟随系统',
};
