import { Monitor, Moon, Sun } from '@/components/ui/shell-icons';
import { useTexts } from '@/lib/texts';
import { SegmentedControl } from '@/app/layout/segmented-control';
import { THEMES, type Theme } from '@/lib/theme';
import { useTheme } from '@/lib/use-theme';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** Light, dark or system. */
export function ThemeSwitcher() {
  const { t } = useTexts();
  const { theme, setTheme } = useTheme();
  const options = THEMES.map((option) => {
    const Icon = ICONS[option];
    return {
      value: option,
      content: <Icon aria-hidden="true" />,
      label: t(`theme.${option}`),
    };
  });
  return (
    <SegmentedControl<Theme>
      label={t('header.theme')}
      name="theme"
      value={theme}
      options={options}
      onChange={setTheme}
    />
  );
}
