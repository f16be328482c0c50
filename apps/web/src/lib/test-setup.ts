import { afterEach, expect } from 'vitest';
import { cleanup, configure, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import i18n from '@/lib/i18n';
import { ERROR_WORDING_EN_US, ERROR_WORDING_ZH_CN } from '@backoffice/contract';
import { buildResources } from '@/lib/i18n-resources';
import '@/lib/class-merge';
import { addTexts } from '@/lib/texts';

/*
 * Every translation file up front, so components render translated without waiting for a section's
 * file. Loaded here rather than in lib/i18n.ts: an eager import there would make the build count
 * every locale file as part of the first page.
 */
const allFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });
for (const [locale, namespaces] of Object.entries(
  buildResources(allFiles, { 'en-US': ERROR_WORDING_EN_US, 'zh-CN': ERROR_WORDING_ZH_CN }),
)) {
  for (const [namespace, bundle] of Object.entries(namespaces)) {
    i18n.addResourceBundle(locale, namespace, bundle, true, true);
    // The shell's texts of the pages before sign-in (lib/texts.ts), which do without i18next.
    addTexts(locale, namespace, bundle);
  }
}

/*
 * How long a findBy… or waitFor waits for what a user would see. Testing Library's one second is less than a
 * list's two rounds of fetching and rendering take on a loaded two-core CI machine, where a test then failed
 * with the rows on their way; a wait still ends the moment they show.
 */
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  // A toast leaves the screen through a timer of sonner's; one still running when a file's last test ends
  // fires after the test window is gone and fails the run. Toasts are dismissed and seen gone first.
  if (document.querySelector('[data-sonner-toast]')) {
    toast.dismiss();
    await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
  }
  cleanup();
});
