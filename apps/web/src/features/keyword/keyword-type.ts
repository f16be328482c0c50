import { KEYWORD_TYPES, hasPermission, type KeywordType, type Permission } from '@backoffice/contract';

/** Each keyword type is a section of its own, opened by its own permission. */
export const KEYWORD_TYPE_PERMISSION = {
  forward: 'KEYWORD_FORWARD',
  restrict: 'KEYWORD_RESTRICT',
} as const satisfies Record<KeywordType, Permission>;

export function isKeywordType(value: string): value is KeywordType {
  return (KEYWORD_TYPES as readonly string[]).includes(value);
}

/**
 * Where /keyword/{param} leads for someone holding `permissions`:
 * - an unknown type is forward;
 * - a type the user may not open leads to the other type when they may open that one (a
 *   KEYWORD_RESTRICT-only user lands on /keyword/forward per the landing table, and belongs on restrict);
 * - 'forbidden' when they may open neither.
 */
export function keywordTypeFor(param: string, permissions: readonly string[]): KeywordType | 'forbidden' {
  const wanted: KeywordType = isKeywordType(param) ? param : 'forward';
  if (hasPermission(permissions, KEYWORD_TYPE_PERMISSION[wanted])) return wanted;
  const other = KEYWORD_TYPES.find((type) => hasPermission(permissions, KEYWORD_TYPE_PERMISSION[type]));
  return other ?? 'forbidden';
}
