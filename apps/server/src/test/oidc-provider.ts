import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** A person the test provider knows, signed in by typing `login` on its sign-in page (any password). */
export interface ProviderUser {
  login: string;
  email: string;
  email_verified: boolean;
  groups: readonly string[];
  name?: string;
}

export interface TestOidcProvider {
  /** The issuer URL: OIDC_ISSUER_URL. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The server settings that point at this provider (OIDC_*), with the given redirect URL when there is one. */
  settings(redirectUrl?: string): Record<string, string>;
  /** Registers one more redirect URI of the client; only before the provider's first request. */
  allowRedirect(uri: string): void;
  /** The provider's groups of a person from now on, as when an administrator moves them at the provider. */
  setGroups(login: string, groups: readonly string[]): void;
  close(): Promise<void>;
}

/** The role mapping the tests configure: Support is a role the tests make; No Such Role does not exist. */
export const TEST_ROLE_MAPPING = 'ops-admins=Super Admin,developers=Dev,support=Support,missing=No Such Role';

/** The people of the tests' provider, by what they are for. */
export const PROVIDER_USERS = {
  admin: {
    login: 'ops.admin',
    email: 'ops.admin@example.com',
    email_verified: true,
    groups: ['ops-admins'],
    name: 'Ops Admin',
  },
  newcomer: {
    login: 'new.hire',
    email: 'new.hire@example.com',
    email_verified: true,
    groups: ['staff', 'developers'],
    name: 'New Hire',
  },
  supporter: { login: 'support.sam', email: 'support.sam@example.com', email_verified: true, groups: ['support'] },
  unmapped: { login: 'visitor', email: 'visitor@example.com', email_verified: true, groups: ['staff'] },
  unknownRole: { login: 'lost', email: 'lost@example.com', email_verified: true, groups: ['missing'] },
  unverified: { login: 'unverified', email: 'unverified@example.com', email_verified: false, groups: ['developers'] },
  disabled: { login: 'gone', email: 'gone@example.com', email_verified: true, groups: ['developers'] },
  /** The console's first administrator (harness ADMIN), whom the provider puts in a group of a lesser role. */
  firstAdmin: { login: 'first.admin', email: 'admin@example.com', email_verified: true, groups: ['developers'] },
} as const satisfies Record<string, ProviderUser>;

/**
 * A certified OpenID Provider (oidc-provider) on 127.0.0.1, on a free port, with one confidential client and the
 * given people; its own development sign-in and consent pages stand in for a company's login. Nothing is mocked:
 * discovery, the JWKS, PKCE, the code exchange and the ID token are the provider's own.
 */
export async function startOidcProvider(
  options: { redirectUris?: string[]; users?: readonly ProviderUser[] } = {},
): Promise<TestOidcProvider> {
  const redirectUris = [...(options.redirectUris ?? [])];
  const users = new Map<string, ProviderUser>(
    (options.users ?? Object.values(PROVIDER_USERS)).map((user) => [user.login, user]),
  );
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'backoffice';
  const clientSecret = 'test-client-secret-of-the-backoffice-console';
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username', 'groups'] },
    cookies: { keys: ['test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    async findAccount(_context, sub) {
      const user = users.get(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: user.email,
          email_verified: user.email_verified,
          groups: user.groups,
          preferred_username: user.login,
          ...(user.name ? { name: user.name } : {}),
        }),
      };
    },
  };
  // Made at the first request, so that a console started after the provider can register its callback first.
  let handler: ReturnType<Provider['callback']> | undefined;
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    handler ??= new Provider(issuer, configuration).callback();
    void handler(request, response);
  });
  return {
    issuer,
    clientId,
    clientSecret,
    settings: (redirectUrl) => ({
      OIDC_ISSUER_URL: issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_DISPLAY_NAME: 'Company SSO',
      OIDC_ROLE_MAPPING: TEST_ROLE_MAPPING,
      ...(redirectUrl ? { OIDC_REDIRECT_URL: redirectUrl } : {}),
    }),
    allowRedirect(uri) {
      if (handler) throw new Error('The test provider has started: register redirect URIs before its first request');
      redirectUris.push(uri);
    },
    setGroups(login, groups) {
      const user = users.get(login);
      if (!user) throw new Error(`The test provider has no ${login}`);
      users.set(login, { ...user, groups });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
