import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES, PASSWORD_SPECIALS } from '@backoffice/contract';
import { cn } from '@/lib/utils';

/**
 * The password policy, ticked off as the user types: the contract's rules, the very ones the server judges
 * by, so the list goes all green exactly when the server accepts the password. The rule against
 * unprintable characters is shown only once a pasted password breaks it.
 */
export function PasswordPolicy({ value, id }: { value: string; id?: string }) {
  const { t } = useTranslation('common');
  const specials = [...PASSWORD_SPECIALS].join(' ');
  return (
    <div id={id} className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="password-policy">
      <p className="mb-1 font-medium">{t('passwordPolicy.title')}</p>
      <ul className="grid gap-1">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(value);
          if (rule.key === 'printable' && met) return null;
          const Icon = met ? Check : X;
          return (
            <li
              key={rule.key}
              data-met={met}
              className={cn(
                'flex items-center gap-2',
                met ? 'text-emerald-700 dark:text-emerald-400' : 'text-muted-foreground',
              )}
            >
              <Icon className="size-3.5" aria-hidden="true" />
              <span>{t(`passwordPolicy.${rule.key}`, { specials })}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
