import { useTexts } from '@/lib/texts';
import { LOCALES, type Locale } from '@backoffice/contract';
import { SegmentedControl } from '@/app/layout/segmented-control';
import { currentLocale, setLocale } from '@/lib/texts';
import { useRenderedAtBuild } from '@/lib/rendered-at-build';

/** EN / 中文. */
export function LanguageSwitcher() {
  const { t } = useTexts();
  const atBuild = useRenderedAtBuild();
  const options = LOCALES.map((lng) => ({
    value: lng,
    content: t(`language.${lng}`),
    lang: lng,
  }));
  const control = (
    <SegmentedControl<Locale>
      label={t('header.language')}
      name="locale"
      value={currentLocale()}
      options={options}
      onChange={(locale) => void setLocale(locale)}
      submits={atBuild}
    />
  );
  // In the sign-in page's HTML the buttons work before any script: they ask the server for the page in
  // that language (apps/server/src/platform/http/console.ts).
  return atBuild ? (
    <form method="get" action="/login/" className="contents">
      {control}
    </form>
  ) : (
    control
  );
}
