// Theme: light, dark or system (follows the OS); default light; remembered under the theme-mode key.
import { localStorageColorSchemeManager, type MantineColorScheme } from '@mantine/core';

export const THEME_KEY = 'theme-mode';
export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_KEY });

const CYCLE: Record<MantineColorScheme, MantineColorScheme> = { light: 'dark', dark: 'auto', auto: 'light' };
export const nextColorScheme = (current: MantineColorScheme): MantineColorScheme => CYCLE[current];

export const COLOR_SCHEME_LABEL: Record<MantineColorScheme, string> = {
  light: '浅色',
  dark: '深色',
  auto: '跟随系统',
};
