import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@backoffice/contract';
import { SegmentedControl } from '@/app/layout/segmented-control';
import { currentLocale, setLocale } from '@/lib/i18n';

/** EN / 中文 (spec §1). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const options = LOCALES.map((lng) => ({ value: lng, content: t(`language.${lng}`), lang: lng }));
  return (
    <SegmentedControl<Locale>
      label={t('header.language')}
      value={currentLocale()}
      options={options}
      onChange={setLocale}
    />
  );
}
