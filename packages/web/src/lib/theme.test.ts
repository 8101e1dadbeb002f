import { afterEach, describe, expect, it } from 'vitest';
import { colorSchemeManager, THEME_KEY } from './theme';

describe('the colour scheme kept under theme-mode', () => {
  afterEach(() => localStorage.clear());

  it('stores spec 1 values: light, dark and system (Mantine’s auto)', () => {
    colorSchemeManager.set('auto');
    expect(localStorage.getItem(THEME_KEY)).toBe('system');
    expect(colorSchemeManager.get('light')).toBe('auto');
    colorSchemeManager.set('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(colorSchemeManager.get('light')).toBe('dark');
  });

  it('reads what earlier versions stored (auto) and falls back to the default for anything else', () => {
    localStorage.setItem(THEME_KEY, 'auto');
    expect(colorSchemeManager.get('light')).toBe('auto');
    localStorage.setItem(THEME_KEY, 'purple');
    expect(colorSchemeManager.get('light')).toBe('light');
    localStorage.removeItem(THEME_KEY);
    expect(colorSchemeManager.get('light')).toBe('light');
  });

  it('follows another tab’s change', () => {
    const seen: string[] = [];
    colorSchemeManager.subscribe((scheme) => seen.push(scheme));
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: 'system', storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'dark', storageArea: localStorage }));
    colorSchemeManager.unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: 'dark', storageArea: localStorage }));
    expect(seen).toEqual(['auto']);
  });
});
