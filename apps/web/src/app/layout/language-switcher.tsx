import { useTexts } from '@/lib/texts';
import { LOCALES, type Locale } from '@backoffice/contract';
import { SegmentedControl } from '@/app/layout/segmented-control';
import { currentLocale, setLocale } from '@/lib/texts';

/** EN / 中文. */
export function LanguageSwitcher() {
  const { t } = useTexts();
  const options = LOCALES.map((lng) => ({
    value: lng,
    content: t(`language.${lng}`),
    lang: lng,
  }));
  return (
    <SegmentedControl<Locale>
      label={t('header.language')}
      value={currentLocale()}
      options={options}
      onChange={(locale) => void setLocale(locale)}
    />
  );
}
