import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { passkeyAddRequestSchema } from '@backoffice/contract';
import { TextField } from '@/components/form-fields';
import { RecordForm } from '@/components/record-form-dialog';
import { passkeyFailureMessage } from '@/app/auth/passkey-error';
import { addPasskey, passkeyCreationOptions, useMfaMutation } from '@/app/profile/two-step/api';
import { applyServerErrors } from '@/lib/form-errors';
import { isApiError } from '@/lib/http';
import { notify } from '@/lib/toast';

/** The name the user types; the browser's answer is added on submit. */
const nameFormSchema = z.object({ name: passkeyAddRequestSchema.shape.name });
type NameForm = z.infer<typeof nameFormSchema>;

/** Add a passkey: a name, then the browser's WebAuthn prompt (startRegistration), then the server checks it. */
export function AddPasskeyForm({ onAdded, onDone }: { onAdded: (codes: string[]) => void; onDone: () => void }) {
  const { t } = useTranslation('twoStep');
  const add = useMfaMutation(addPasskey);
  const form = useForm<NameForm>({ resolver: zodResolver(nameFormSchema), defaultValues: { name: '' } });

  async function submit(values: NameForm) {
    let codes: string[];
    try {
      // The WebAuthn library loads with the first passkey added, not with the profile page.
      const [{ startRegistration }, optionsJSON] = await Promise.all([
        import('@simplewebauthn/browser'),
        passkeyCreationOptions(),
      ]);
      // The contract checks the options' outer shape; the browser's WebAuthn API checks the rest.
      const registration = await startRegistration({
        optionsJSON: optionsJSON as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
      });
      // A copy as a plain object: the contract's shape allows fields a later WebAuthn level adds.
      const response = {
        ...registration,
        response: { ...registration.response },
        clientExtensionResults: { ...registration.clientExtensionResults },
      };
      codes = (await add.mutateAsync({ name: values.name, response })).recovery_codes;
    } catch (error) {
      if (isApiError(error) && applyServerErrors(error, form.setError, ['name'])) return;
      notify.error(passkeyFailureMessage(error, t));
      return;
    }
    notify.success(t('passkeys.added'));
    onDone();
    onAdded(codes);
  }

  return (
    <RecordForm form={form} onSubmit={submit} cancelLabel={t('confirm.cancel')} submitLabel={t('passkeys.continue')}>
      <TextField
        control={form.control}
        name="name"
        label={t('passkeys.name')}
        placeholder={t('passkeys.namePlaceholder')}
        disabled={form.formState.isSubmitting}
      />
    </RecordForm>
  );
}
