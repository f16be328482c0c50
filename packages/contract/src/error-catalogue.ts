import { ERROR_WORDING_EN_US } from './error-wording.en-US.js';
import { ERROR_WORDING_ZH_CN } from './error-wording.zh-CN.js';
import { ERROR_STATUS, type ErrorCode } from './errors.js';

export type ErrorCatalogue = {
  readonly [C in ErrorCode]: { readonly status: (typeof ERROR_STATUS)[C]; readonly en: (typeof ERROR_WORDING_EN_US)[C]; readonly zh: string };
};

function joinCatalogue(): ErrorCatalogue {
  const codes = Object.keys(ERROR_STATUS) as ErrorCode[];
  return Object.fromEntries(
    codes.map((code) => [code, { status: ERROR_STATUS[code], en: ERROR_WORDING_EN_US[code], zh: ERROR_WORDING_ZH_CN[code] }]),
  ) as unknown as ErrorCatalogue;
}

/** Every error code with its HTTP status and both wordings: what the server answers with. */
export const ERROR_CODES: ErrorCatalogue = /* @__PURE__ */ joinCatalogue();
