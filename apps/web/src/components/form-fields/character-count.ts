type Translate = (key: string, options: { current: number; max: number }) => string;

/**
 * A field's hint counting its characters against the most it takes, in the section's words (`key` is given
 * `current` and `max`): pass it as the field's description, which follows the value as it is typed.
 */
export function characterCount(t: Translate, key: string, max: number) {
  return (value: unknown) => t(key, { current: String(value ?? '').length, max });
}
