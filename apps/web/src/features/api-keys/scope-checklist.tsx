import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { API_KEY_SCOPES, type ApiKeyScope } from '@backoffice/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

interface ScopeChecklistProps {
  legend: string;
  value: readonly ApiKeyScope[];
  onChange: (value: ApiKeyScope[]) => void;
  invalid: boolean;
}

/** One checkbox per scope, with what the scope allows. */
export function ScopeChecklist({ legend, value, onChange, invalid }: ScopeChecklistProps) {
  const { t } = useTranslation('apiKeys');
  const baseId = useId();
  const selected = new Set(value);
  // Rebuilt in the contract's order, so what is sent never depends on the clicking order.
  const toggle = (scope: ApiKeyScope, checked: boolean) =>
    onChange(API_KEY_SCOPES.filter((candidate) => (candidate === scope ? checked : selected.has(candidate))));
  return (
    <fieldset className="grid gap-3" aria-invalid={invalid || undefined}>
      <legend className="mb-2 text-sm font-medium" data-error={invalid || undefined}>
        {legend}
      </legend>
      {API_KEY_SCOPES.map((scope) => {
        const id = `${baseId}-${scope}`;
        return (
          <div key={scope} className="flex items-start gap-2">
            <Checkbox
              id={id}
              checked={selected.has(scope)}
              onCheckedChange={(checked) => toggle(scope, checked === true)}
              aria-describedby={`${id}-hint`}
            />
            <div className="grid gap-0.5">
              <Label htmlFor={id} className="font-normal">
                {t(`scope.${scope}`)}
              </Label>
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                {t(`scopeHint.${scope}`)}
              </p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
