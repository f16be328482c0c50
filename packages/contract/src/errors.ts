/**
 * Every failure a client can act on has one code, one HTTP status and one wording per language.
 * The server maps its errors here once; the console shows the wording of the code it receives.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, en: 'Some fields are invalid.', zh: '部分字段无效。' },
  BAD_REQUEST: { status: 400, en: 'The request could not be understood.', zh: '无法理解该请求。' },
  CURRENT_PASSWORD_INCORRECT: { status: 400, en: 'The current password is incorrect.', zh: '当前密码不正确。' },
  UNAUTHENTICATED: { status: 401, en: 'Please sign in to continue.', zh: '请先登录。' },
  INVALID_CREDENTIALS: { status: 401, en: 'Invalid username or password', zh: '用户名或密码错误' },
  REFRESH_TOKEN_INVALID: { status: 401, en: 'Your session has ended. Please sign in again.', zh: '会话已结束，请重新登录。' },
  API_KEY_INVALID: { status: 401, en: 'The API key is missing, unknown or revoked.', zh: 'API 密钥缺失、无效或已被撤销。' },
  API_KEY_SCOPE_MISSING: { status: 403, en: 'This API key does not have the scope this route needs.', zh: '该 API 密钥没有此接口所需的权限范围。' },
  ACCOUNT_DISABLED: { status: 403, en: 'This account is disabled.', zh: '该账号已被停用。' },
  PASSWORD_RESET_REQUIRED: { status: 403, en: 'Set a new password to continue.', zh: '请先设置新密码。' },
  FORBIDDEN: { status: 403, en: 'You do not have permission to do this.', zh: '您没有执行此操作的权限。' },
  NOT_FOUND: { status: 404, en: 'The record was not found.', zh: '未找到该记录。' },
  ROUTE_NOT_FOUND: { status: 404, en: 'No such route.', zh: '路由不存在。' },
  EMAIL_ALREADY_USED: { status: 409, en: 'This email is already used by another account.', zh: '该邮箱已被其他账号使用。' },
  USERNAME_ALREADY_USED: { status: 409, en: 'This username is already used by another account.', zh: '该用户名已被其他账号使用。' },
  ROLE_NAME_ALREADY_USED: { status: 409, en: 'A role with this name already exists.', zh: '已存在同名角色。' },
  ROLE_IN_USE: { status: 409, en: 'This role is assigned to accounts and cannot be deleted.', zh: '该角色已分配给账号，无法删除。' },
  BUILT_IN_ROLE: { status: 409, en: 'Built-in roles cannot be deleted or renamed.', zh: '内置角色不能删除或重命名。' },
  CANNOT_CHANGE_OWN_ACCOUNT: { status: 409, en: 'You cannot disable, delete or demote your own account.', zh: '不能停用、删除或降级自己的账号。' },
  LAST_ADMIN: { status: 409, en: 'At least one active Super Admin account must remain.', zh: '必须保留至少一个启用的超级管理员账号。' },
  SPONSOR_CLIENT_NAME_ALREADY_USED: { status: 409, en: 'A client with this name already exists.', zh: '已存在同名客户。' },
  QUEUE_NUMBER_ALREADY_USED: { status: 409, en: 'Queue number already used.', zh: '排队序号已被使用。' },
  KEYWORD_MESSAGE_ALREADY_EXISTS: { status: 409, en: 'This keyword already has a message.', zh: '该关键词已有回复消息。' },
  CATALOGUE_LINK_ALREADY_USED: { status: 409, en: 'This link is already in the keyword database.', zh: '该链接已在关键词数据库中。' },
  SENSITIVE_KEYWORD_ALREADY_USED: { status: 409, en: 'This sensitive keyword already exists.', zh: '该敏感词已存在。' },
  WAR_GROUP_LINK_ALREADY_USED: { status: 409, en: 'This group is already tracked.', zh: '该群组已在追踪列表中。' },
  ADS_KEYWORD_ALREADY_TRACKED: { status: 409, en: 'This keyword is already tracked.', zh: '该关键词已在监控中。' },
  ADS_KEYWORD_SLOT_ALREADY_USED: { status: 409, en: 'This keyword already has a slot with this sequence.', zh: '该关键词已有相同序号的广告位。' },
  CATALOGUE_IMPORT_INVALID: { status: 400, en: 'Some rows of the file are invalid; nothing was imported.', zh: '文件中有无效的行，未导入任何数据。' },
  CSV_UNREADABLE: { status: 400, en: 'The file is not a CSV file with the expected columns.', zh: '该文件不是包含所需列的 CSV 文件。' },
  CSV_TOO_LARGE: { status: 413, en: 'The file is larger than 5 MB or has more than 20,000 rows.', zh: '文件超过 5 MB 或超过 20,000 行。' },
  EXPORT_NO_DATA: { status: 422, en: 'Error: No data available for export', zh: '错误：没有可导出的数据' },
  EXPORT_FAILED: { status: 409, en: 'Export failed, please try again.', zh: '导出失败，请重试。' },
  EXPORT_NOT_READY: { status: 409, en: 'The export is still in progress.', zh: '导出仍在进行中。' },
  EXPORT_EXPIRED: { status: 410, en: 'This export file has expired. Please export again.', zh: '该导出文件已过期，请重新导出。' },
  EXPORT_LINK_INVALID: { status: 401, en: 'The download link is invalid or has expired.', zh: '下载链接无效或已过期。' },
  STALKER_ALREADY_EXISTS: { status: 409, en: 'A stalker with this Telegram ID already exists.', zh: '已存在相同 Telegram ID 的 Stalker。' },
  STALKER_SESSION_STRING_INVALID: {
    status: 400,
    en: 'This is not a Telethon, Pyrogram or GramJS session string.',
    zh: '这不是 Telethon、Pyrogram 或 GramJS 的 Session String。',
  },
  STALKER_SESSION_UNREADABLE: {
    status: 409,
    en: 'The stored session string cannot be decrypted. Replace it with a new one.',
    zh: '无法解密已保存的 Session String，请替换为新的 Session String。',
  },
  STALKER_INACTIVE: { status: 409, en: 'This stalker is inactive.', zh: '该 Stalker 已停用。' },
  STALKER_CAPACITY_EXCEEDED: {
    status: 409,
    en: 'This stalker cannot watch more groups: 500, or 1000 with Premium.',
    zh: '该 Stalker 无法监控更多群组：上限为 500 个，Premium 账号为 1000 个。',
  },
  GROUP_ALREADY_ASSIGNED: { status: 409, en: 'Some groups are already watched by another stalker.', zh: '部分群组已由其他 Stalker 监控。' },
  CONFLICT: { status: 409, en: 'The record was changed by someone else.', zh: '该记录已被他人修改。' },
  PAYLOAD_TOO_LARGE: { status: 413, en: 'The request is too large.', zh: '请求内容过大。' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, en: 'Send JSON.', zh: '请发送 JSON。' },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    en: 'Too many failed sign-in attempts. Try again in a moment.',
    zh: '登录失败次数过多，请稍后再试。',
  },
  RATE_LIMITED: { status: 429, en: 'Too many requests. Try again in a moment.', zh: '请求过于频繁，请稍后再试。' },
  INTERNAL_ERROR: { status: 500, en: 'Something wrong please try again later', zh: '出现错误，请稍后再试' },
  SERVICE_UNAVAILABLE: { status: 503, en: 'The service is busy. Please try again shortly.', zh: '服务繁忙，请稍后再试。' },
} as const satisfies Record<string, { status: number; en: string; zh: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}
