import { getTheme, isTheme, setTheme } from '@/lib/theme';

/**
 * The theme buttons of the sign-in page's HTML (rendered at build time: apps/web/build/sign-in-page.tsx)
 * work from the script's start, before React's header replaces them: they show the stored choice and
 * a click switches at once. (Their language buttons work even before: they submit a form.) Only the
 * painted buttons: React's own, which carry the same name, answer their clicks themselves.
 */
export function followPaintedThemeButtons(container: HTMLElement): void {
  const painted = [...container.querySelectorAll<HTMLButtonElement>('button[name="theme"]')];
  const showChoice = () => {
    const chosen = getTheme();
    for (const button of painted) button.setAttribute('aria-pressed', String(button.value === chosen));
  };
  showChoice();
  container.addEventListener('click', (event) => {
    const button = painted.find((candidate) => event.target instanceof Node && candidate.contains(event.target));
    const theme = button?.value;
    if (!isTheme(theme)) return;
    setTheme(theme);
    showChoice();
  });
}
