import { Monitor, Moon, Sun } from '@/components/ui/shell-icons';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useTexts } from '@/lib/texts';
import { isTheme, THEMES } from '@/lib/theme';
import { useTheme } from '@/lib/use-theme';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/**
 * Light, dark or system as one button and a menu: the header's three theme buttons take a third of a
 * phone's width, which the page title and the user menu need.
 */
export function ThemeMenu() {
  const { t } = useTexts();
  const { theme, setTheme } = useTheme();
  const Current = ICONS[theme];
  const label = t('header.themeCurrent', { theme: t(`theme.${theme}`) });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} title={label}>
          <Current aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => isTheme(value) && setTheme(value)}>
          {THEMES.map((option) => {
            const Icon = ICONS[option];
            return (
              <DropdownMenuRadioItem key={option} value={option}>
                <Icon aria-hidden="true" />
                {t(`theme.${option}`)}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
