import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  THEME_STORAGE_KEY,
  applyResolvedTheme,
  getTheme,
  initTheme,
  readStoredTheme,
  resolveTheme,
  setTheme,
} from '@/lib/theme';

function mockSystemDark(dark: boolean) {
  const listeners: ((event: { matches: boolean }) => void)[] = [];
  const query = {
    matches: dark,
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.push(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    change(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener({ matches: next });
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('theme', () => {
  it('uses the default key unless configured', () => {
    expect(THEME_STORAGE_KEY).toBe('vite-ui-theme');
  });

  it('defaults to system and ignores unknown stored values', () => {
    expect(readStoredTheme()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readStoredTheme()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(readStoredTheme()).toBe('dark');
  });

  it('resolves system by the operating system preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('keeps exactly one of the light / dark classes on the root', () => {
    const root = document.createElement('html');
    applyResolvedTheme('dark', root);
    applyResolvedTheme('light', root);
    expect([...root.classList]).toEqual(['light']);
  });

  it('follows the system preference live while on system, and stores an explicit choice', () => {
    const system = mockSystemDark(false);
    initTheme();
    expect(getTheme()).toBe('system');
    expect(document.documentElement.classList.contains('light')).toBe(true);
    system.change(true);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    setTheme('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    system.change(true);
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
