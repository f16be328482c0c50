import * as oidc from 'openid-client';
import type { OidcConfig } from '../../platform/config.js';

/** How long one call to the provider (discovery, token, user info, keys) may take before the sign-in gives up. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * The provider as openid-client knows it: its discovery document, read at the first sign-in and kept (with the
 * signing keys openid-client fetches from its JWKS as they are needed). A failed discovery is not kept: the next
 * sign-in tries again, so a provider that was down is used as soon as it is back.
 */
export class OidcProvider {
  private discovered: Promise<oidc.Configuration> | undefined;

  constructor(private readonly settings: OidcConfig) {}

  configuration(): Promise<oidc.Configuration> {
    this.discovered ??= this.discover().catch((error: unknown) => {
      this.discovered = undefined;
      throw error;
    });
    return this.discovered;
  }

  private discover(): Promise<oidc.Configuration> {
    const issuer = new URL(this.settings.issuerUrl);
    // The ID token's signature is checked against the provider's JWKS too, not only its claims: openid-client
    // leaves that out by default for a token received straight from the token endpoint.
    const execute = [oidc.enableNonRepudiationChecks];
    // Plain http is accepted by the configuration only for a provider on a loopback address.
    if (issuer.protocol === 'http:') execute.push(oidc.allowInsecureRequests);
    // client_secret_basic: the client authentication OpenID Connect assumes when a client names none.
    return oidc.discovery(
      issuer,
      this.settings.clientId,
      undefined,
      oidc.ClientSecretBasic(this.settings.clientSecret),
      { execute, timeout: PROVIDER_TIMEOUT_SECONDS },
    );
  }
}
