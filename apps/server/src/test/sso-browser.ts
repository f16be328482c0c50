import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';

/** Where a sign-in through the provider ended: the console address the server redirected to. */
export interface SsoLanding {
  location: string;
  response: LightMyRequestResponse;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * A browser for API tests of single sign-on: the console's server through inject, the provider over real HTTP,
 * each with its own cookies, following the provider's redirects and filling in its sign-in and consent pages
 * as a person would.
 */
export class SsoBrowser {
  readonly consoleCookies: Record<string, string> = {};
  private readonly providerCookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly redirectOrigin: string,
  ) {}

  async console(method: HTTPMethods, url: string, payload?: object): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method,
      url,
      cookies: { ...this.consoleCookies },
      ...(payload !== undefined && { payload }),
    });
    for (const cookie of response.cookies) {
      const cleared =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (cleared) delete this.consoleCookies[cookie.name];
      else this.consoleCookies[cookie.name] = cookie.value;
    }
    return response;
  }

  /** GET /um/v1/auth/oidc/start: the provider's authorization URL it redirects to. */
  async start(): Promise<URL> {
    const response = await this.console('GET', '/um/v1/auth/oidc/start');
    if (response.statusCode !== 303) throw new Error(`start answered ${response.statusCode}: ${response.body}`);
    return new URL(String(response.headers.location));
  }

  private async provider(url: URL, body?: URLSearchParams): Promise<Response> {
    const cookie = [...this.providerCookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie, ...(body && { 'content-type': 'application/x-www-form-urlencoded' }) },
      ...(body && { body }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const expired = attributes.some(
        (attribute) => /^\s*expires=thu, 01 jan 1970/i.test(attribute) || /^\s*max-age=0\s*$/i.test(attribute),
      );
      if (expired) this.providerCookies.delete(name);
      else this.providerCookies.set(name, pair.slice(pair.indexOf('=') + 1));
    }
    return response;
  }

  /**
   * At the provider: follows its redirects, signs in as `login` and allows (or, with `deny`, cancels) the
   * consent; answers the callback URL it sends the browser back to.
   */
  async atProvider(authorizationUrl: URL, login: string, options: { deny?: boolean } = {}): Promise<URL> {
    let url = authorizationUrl;
    let body: URLSearchParams | undefined;
    for (let step = 0; step < 20; step++) {
      const response = await this.provider(url, body);
      body = undefined;
      if (REDIRECTS.has(response.status)) {
        url = new URL(response.headers.get('location') ?? '', url);
        if (url.origin === this.redirectOrigin) return url;
        continue;
      }
      const page = await response.text();
      if (response.status !== 200) throw new Error(`The provider answered ${response.status}: ${page.slice(0, 500)}`);
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
      if (!action || !prompt) throw new Error(`No sign-in form on the provider's page: ${page.slice(0, 500)}`);
      if (options.deny && prompt === 'consent') {
        url = new URL(/href="([^"]*\/abort)"/.exec(page)?.[1] ?? '', url);
        continue;
      }
      url = new URL(action, url);
      body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any password' } : { prompt });
    }
    throw new Error('The provider kept redirecting');
  }

  /** Back at the console's callback with what the provider sent: where the server sends the browser next. */
  async callback(callbackUrl: URL): Promise<SsoLanding> {
    const response = await this.console('GET', `${callbackUrl.pathname}${callbackUrl.search}`);
    if (response.statusCode !== 303) throw new Error(`The callback answered ${response.statusCode}: ${response.body}`);
    return { location: String(response.headers.location), response };
  }

  /** The whole sign-in: start, the provider's pages, the callback. */
  async signIn(login: string, options: { deny?: boolean } = {}): Promise<SsoLanding> {
    return this.callback(await this.atProvider(await this.start(), login, options));
  }
}
