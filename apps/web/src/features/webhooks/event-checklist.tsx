import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@backoffice/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { eventKey } from './event-key';

interface EventChecklistProps {
  legend: string;
  value: readonly WebhookEventType[];
  onChange: (value: WebhookEventType[]) => void;
  invalid: boolean;
}

/** One checkbox per event type, with what raises it. */
export function EventChecklist({ legend, value, onChange, invalid }: EventChecklistProps) {
  const { t } = useTranslation('webhooks');
  const baseId = useId();
  const selected = new Set(value);
  // Rebuilt in the contract's order, so what is sent never depends on the clicking order.
  const toggle = (event: WebhookEventType, checked: boolean) =>
    onChange(WEBHOOK_EVENT_TYPES.filter((candidate) => (candidate === event ? checked : selected.has(candidate))));
  return (
    <fieldset className="grid gap-3" aria-invalid={invalid || undefined}>
      <legend className="mb-2 text-sm font-medium" data-error={invalid || undefined}>
        {legend}
      </legend>
      {WEBHOOK_EVENT_TYPES.map((event) => {
        const id = `${baseId}-${event}`;
        return (
          <div key={event} className="flex items-start gap-2">
            <Checkbox
              id={id}
              checked={selected.has(event)}
              onCheckedChange={(checked) => toggle(event, checked === true)}
              aria-describedby={`${id}-hint`}
            />
            <div className="grid gap-0.5">
              <Label htmlFor={id} className="font-normal">
                {t(`event.${eventKey(event)}`)}
              </Label>
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                {t(`eventHint.${eventKey(event)}`)}
              </p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
