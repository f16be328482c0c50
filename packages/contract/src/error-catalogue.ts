import { ERROR_WORDING_EN_US } from './error-wording.en-US.js';
import { ERROR_WORDING_ZH_CN } from './error-wording.zh-CN.js';
import { ERROR_STATUS, type ErrorCode } from './errors.js';

export type ErrorCatalogue = {
  readonly [C in ErrorCode]: {
    readonly status: (typeof ERROR_STATUS)[C];
    readonly en: (typeof ERROR_WORDING_EN_US)[C];
    readonly zh: string;
  };
};

function joinCatalogue(): ErrorCatalogue {
  const codes = Object.keys(ERROR_STATUS) as ErrorCode[];
  return Object.fromEntries(
    codes.map((code) => [
      code,
      { status: ERROR_STATUS[code], en: ERROR_WORDING_EN_US[code], zh: ERROR_WORDING_ZH_CN[code] },
    ]),
  ) as unknown as ErrorCatalogue;
}

/**
 * The values an error's wording names ({{missing_columns}}), from its details: lists read as
 * "a, b, c". Both the server's message and the console's wording fill them the same way.
 */
export function wordingValues(details: Record<string, unknown> | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(details ?? {})) {
    if (Array.isArray(value)) values[name] = value.map(String).join(', ');
    else if (typeof value === 'string' || typeof value === 'number') values[name] = String(value);
  }
  return values;
}

/** Every error code with its HTTP status and both wordings: what the server answers with. */
export const ERROR_CODES: ErrorCatalogue = /* @__PURE__ */ joinCatalogue();
