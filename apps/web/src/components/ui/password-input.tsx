import * as React from 'react';
import { Eye, EyeOff } from '@/components/ui/shell-icons';
import { useTexts } from '@/lib/texts';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useRenderedAtBuild } from '@/lib/rendered-at-build';

/** A password field with a show/hide toggle that screen readers can name and operate. */
export function PasswordInput({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  const { t } = useTexts('auth');
  const [visible, setVisible] = React.useState(false);
  // In the sign-in page's HTML nothing would answer a click on the toggle: a click lost in silence reads as a broken page.
  const atBuild = useRenderedAtBuild();
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-10', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
        aria-pressed={visible}
        disabled={props.disabled || atBuild}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
      >
        {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
      </button>
    </div>
  );
}
