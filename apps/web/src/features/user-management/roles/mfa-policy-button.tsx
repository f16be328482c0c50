import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSessionUser } from '@/lib/session';
import { MfaPolicyDialog } from './mfa-policy-dialog';

/** The page header's button that opens the policy; shown to holders of ALL only (the Super Admin). */
export function MfaPolicyButton() {
  const { t } = useTranslation('twoStep');
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  if (!user?.permissions.includes('ALL')) return null;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <ShieldCheck aria-hidden="true" />
        {t('policy.open')}
      </Button>
      <MfaPolicyDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
