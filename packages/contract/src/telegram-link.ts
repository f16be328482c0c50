/**
 * Telegram links as staff paste them, reduced to one spelling so that uniqueness means something:
 * `https://t.me/name`, `http://t.me/name`, `t.me/name`, `telegram.me/name`, `@name` and
 * `tg://resolve?domain=name` are the same chat. Every link field of the console accepts this one set.
 *
 * Accepted: a public username (5–32 letters, digits, underscores, starting with a letter), optionally with a
 * message number (`name/123`, a Message entry), and private invites (`+hash`, `joinchat/hash`,
 * `tg://join?invite=hash`). Query strings such as `?start=` are dropped.
 */
const USERNAME = /^[A-Za-z][A-Za-z0-9_]{3,30}[A-Za-z0-9]$/;
const INVITE = /^[A-Za-z0-9_-]{6,64}$/;
const POST = /^\d{1,12}$/;
const WEB_FORM = /^(?:https?:\/\/)?(?:www\.)?(?:t|telegram)\.me\/([^?#]+)(?:[?#].*)?$/i;
const MENTION = /^@([^\s/]+)$/;

/**
 * Why a text is not an accepted link: not a link form at all, or the right form around a name (or
 * invite) Telegram could not have issued; each has a message of its own.
 */
export type TelegramLinkProblem = 'telegram_link' | 'telegram_username' | 'telegram_invite';
export type TelegramLinkReading = { link: string } | { problem: TelegramLinkProblem };

const NOT_A_LINK: TelegramLinkReading = { problem: 'telegram_link' };

function usernameLink(name: string, post?: string | null): TelegramLinkReading {
  if (!USERNAME.test(name)) return { problem: 'telegram_username' };
  if (post !== undefined && post !== null && !POST.test(post)) return NOT_A_LINK;
  return { link: post ? `https://t.me/${name}/${post}` : `https://t.me/${name}` };
}

function inviteLink(hash: string): TelegramLinkReading {
  return INVITE.test(hash) ? { link: `https://t.me/+${hash}` } : { problem: 'telegram_invite' };
}

function fromTgScheme(text: string): TelegramLinkReading {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return NOT_A_LINK;
  }
  const action = url.hostname.toLowerCase();
  if (action === 'resolve') {
    const domain = url.searchParams.get('domain');
    return domain ? usernameLink(domain, url.searchParams.get('post')) : NOT_A_LINK;
  }
  if (action === 'join') {
    const invite = url.searchParams.get('invite');
    return invite ? inviteLink(invite) : NOT_A_LINK;
  }
  return NOT_A_LINK;
}

/** The canonical `https://t.me/…` form of a Telegram link, or why the text is not one. */
export function readTelegramLink(raw: string): TelegramLinkReading {
  const text = raw.trim();
  if (/^tg:\/\//i.test(text)) return fromTgScheme(text);
  const mention = MENTION.exec(text);
  if (mention?.[1]) return usernameLink(mention[1]);
  const match = WEB_FORM.exec(text);
  if (!match?.[1]) return NOT_A_LINK;
  const parts = match[1].replace(/\/+$/, '').split('/');
  const [first = '', second, ...rest] = parts;
  if (rest.length > 0) return NOT_A_LINK;
  if (first.startsWith('+') && second === undefined) return inviteLink(first.slice(1));
  if (first.toLowerCase() === 'joinchat' && second !== undefined) return inviteLink(second);
  return usernameLink(first, second);
}

/** The canonical `https://t.me/…` form of a Telegram link, or undefined when the text is not one. */
export function normaliseTelegramLink(raw: string): string | undefined {
  const reading = readTelegramLink(raw);
  return 'link' in reading ? reading.link : undefined;
}
