import { useFieldArray, useFormContext } from 'react-hook-form';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { KEYWORD_MESSAGE_LIMITS } from '@backoffice/contract';
import { Button } from '@/components/ui/button';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { translateValidationMessage } from '@/lib/validation-message';
import type { KeywordMessageFormInput } from './keyword-message-form-schema';

/** The buttons of a Button message: label and link per row, added and removed up to the limit. */
export function MessageButtonsField() {
  const { t } = useTranslation('keywordMessage');
  const form = useFormContext<KeywordMessageFormInput>();
  const buttons = useFieldArray({ control: form.control, name: 'buttons' });
  const labels = { buttons: t('form.buttons'), label: t('form.buttonLabel'), url: t('form.buttonUrl') };
  const buttonsError = form.formState.errors.buttons;
  const buttonsMessage = buttonsError?.message ?? buttonsError?.root?.message;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{labels.buttons}</legend>
      {buttons.fields.map((item, index) => (
        <div key={item.id} className="grid grid-cols-[1fr_1.4fr_auto] items-start gap-2">
          <FormField
            control={form.control}
            name={`buttons.${index}.label`}
            label={labels.label}
            render={({ field }) => (
              <FormItem>
                <FormLabel className="sr-only">{t('form.buttonLabelN', { n: index + 1 })}</FormLabel>
                <FormControl>
                  <Input {...field} placeholder={labels.label} autoComplete="off" />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name={`buttons.${index}.url`}
            label={labels.url}
            render={({ field }) => (
              <FormItem>
                <FormLabel className="sr-only">{t('form.buttonUrlN', { n: index + 1 })}</FormLabel>
                <FormControl>
                  <Input {...field} placeholder="https://t.me/…" autoComplete="off" />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={() => buttons.remove(index)}
            aria-label={t('form.removeButton', { n: index + 1 })}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      ))}
      {buttonsMessage && (
        <p className="text-sm text-destructive" role="alert">
          {translateValidationMessage(buttonsMessage, labels.buttons)}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={buttons.fields.length >= KEYWORD_MESSAGE_LIMITS.buttons}
        onClick={() => buttons.append({ label: '', url: '' })}
      >
        <PlusIcon aria-hidden="true" />
        {t('form.addButton')}
      </Button>
      <p className="text-sm text-muted-foreground">{t('form.linkHint')}</p>
    </fieldset>
  );
}
