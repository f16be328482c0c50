function leafKeys(value: unknown, prefix: string): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

/** Every leaf key of a translation file as a dotted path, sorted: the languages of one namespace give the same list. */
export function translationKeys(messages: unknown): string[] {
  return leafKeys(messages, '').sort();
}
