import { getTheme, isTheme, setTheme } from '@/lib/theme';

const PAINTED_THEME_BUTTON = 'button[data-theme]';

/**
 * The theme buttons of the sign-in page the server's HTML paints (apps/web/build/sign-in-shell.ts)
 * work from the script's start, before React's header replaces them: they show the stored choice and
 * a click switches at once. (Their language buttons work even before: they submit a form.)
 */
export function followPaintedThemeButtons(container: HTMLElement): void {
  const showChoice = () => {
    const chosen = getTheme();
    for (const button of container.querySelectorAll<HTMLButtonElement>(PAINTED_THEME_BUTTON)) {
      button.setAttribute('aria-pressed', String(button.dataset.theme === chosen));
    }
  };
  showChoice();
  container.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLButtonElement>(PAINTED_THEME_BUTTON) : null;
    const theme = button?.dataset.theme;
    if (!isTheme(theme)) return;
    setTheme(theme);
    showChoice();
  });
}
