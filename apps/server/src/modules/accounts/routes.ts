import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountListQuerySchema,
  accountSchema,
  createAccountSchema,
  generatedPasswordSchema,
  updateAccountSchema,
} from '@backoffice/contract';
import type { AppContext } from '../../platform/context.js';
import { actorOf, principalOf } from '../../platform/auth/guard.js';
import { registerRecordRoutes } from '../../platform/http/record-routes.js';
import { generatePassword } from '../../platform/auth/passwords.js';
import { recordAudit } from '../../platform/audit.js';
import { listAccounts } from './repo.js';
import { AccountService } from './service.js';

/**
 * Editing one's own row to another e-mail changes how one signs in: it needs a recent proof of identity
 * (docs/decisions/0031-recent-authentication.md). The params and body are validated by then.
 */
function changesOwnEmail(request: FastifyRequest): boolean {
  const { id } = request.params as { id: number };
  const { email } = request.body as { email?: string };
  const principal = principalOf(request);
  return id === principal.accountId && email !== undefined && email.toLowerCase() !== principal.email.toLowerCase();
}

/** Staff accounts (User Management → Account Management), under /um. */
export async function accountRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const accounts = new AccountService(context);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const config = { access: 'USER_ACCOUNT' } as const;

  registerRecordRoutes(app, {
    base: '/v1/accounts',
    tags,
    access: config.access,
    record: accountSchema,
    actions: accounts,
    // toAccount builds each item from typed columns in the schema's order: checking up to 100 of them against the
    // schema again on every answer costs more than writing them (decisions 20 and 36); the tests check them instead.
    list: {
      path: '/list',
      summary: 'Staff accounts, paged',
      query: accountListQuerySchema,
      run: (query) => listAccounts(context.db, query),
    },
    get: { summary: 'One staff account' },
    create: {
      summary: 'Create a staff account',
      body: createAccountSchema,
      errors: ['ROLE_NOT_ASSIGNABLE', 'EMAIL_ALREADY_USED', 'USERNAME_ALREADY_USED'],
    },
    update: {
      summary: 'Update a staff account (one’s own e-mail needs a recent re-authentication)',
      body: updateAccountSchema,
      recentAuthentication: changesOwnEmail,
      errors: [
        'CURRENT_PASSWORD_INCORRECT',
        'PASSWORD_REUSED',
        'OWN_ROLE_CHANGE',
        'ACCOUNT_OUTRANKS_YOU',
        'ROLE_NOT_ASSIGNABLE',
        'EMAIL_ALREADY_USED',
        'USERNAME_ALREADY_USED',
        'CANNOT_CHANGE_OWN_ACCOUNT',
        'LAST_ADMIN',
        'TOO_MANY_PASSWORD_ATTEMPTS',
      ],
    },
    remove: {
      summary: 'Delete a staff account',
      errors: ['ACCOUNT_OUTRANKS_YOU', 'CANNOT_CHANGE_OWN_ACCOUNT', 'LAST_ADMIN'],
    },
    bulk: {
      noun: 'staff accounts (their sessions end)',
      restoreErrors: ['ACCOUNT_OUTRANKS_YOU', 'EMAIL_ALREADY_USED', 'USERNAME_ALREADY_USED'],
    },
  });
  routes.post(
    '/v1/accounts/generate-password',
    {
      config,
      schema: {
        tags,
        summary: 'A new random password that meets the policy, shown once',
        response: { 200: generatedPasswordSchema },
      },
    },
    async (request) => {
      await recordAudit(context.db, actorOf(request), { action: 'account.generate_password', entity: 'account' });
      return { data: { password: generatePassword() } };
    },
  );
}
