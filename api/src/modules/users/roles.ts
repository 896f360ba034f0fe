import type { Role } from '@lyceum/contracts';
import type { Config } from '../../config';

/** Whether the address is one of ADMIN_EMAILS (which the configuration holds lower-cased). */
export const isAdminEmail = (config: Pick<Config, 'adminEmails'>, email: string): boolean =>
  config.adminEmails.includes(email.toLowerCase());

/**
 * The role an account holds once its address is proven: an administrator stays one, and an
 * address of ADMIN_EMAILS grants the admin role.
 */
export const roleOf = (
  config: Pick<Config, 'adminEmails'>,
  user: { role: Role; email: string },
): Role => (user.role === 'admin' || isAdminEmail(config, user.email) ? 'admin' : 'standard');
