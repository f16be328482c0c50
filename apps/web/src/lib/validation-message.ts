import { parseMessage } from '@backoffice/contract';
import { translate } from '@/lib/texts';

/**
 * Turns a contract message token ('required', 'max_length:30') into the text of the current
 * language, with the field's translated label. Anything that is not a token is shown as it is
 * (a server message, or text a form already translated).
 */
export function translateValidationMessage(message: string, fieldLabel: string): string {
  const parsed = parseMessage(message);
  if (!parsed) return message;
  return translate(parsed.key, { ns: 'validation', field: fieldLabel, n: parsed.n });
}
