import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { AdminDashboardResponse } from '@lyceum/contracts';
import { errors } from '../../lib/schemas';
import { signedIn } from '../../plugins/access';
import type { AppDeps, DomainModule } from '../deps';
import { createAdminService } from './admin-service';

export type AdminModuleOptions = Pick<AppDeps, 'db'>;

/** The back office: administrators only (every route declares `access: 'admin'`). */
const adminRoutes: FastifyPluginCallbackTypebox<AdminModuleOptions> = (app, deps, done) => {
  const admin = createAdminService(deps);

  app.get(
    '/dashboard',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getAdminDashboard',
        tags: ['admin'],
        summary: 'The back-office dashboard: a greeting, the administrator and user counts',
        response: { 200: AdminDashboardResponse, ...errors(429) },
      },
    },
    (request) => admin.dashboard(signedIn(request)),
  );

  done();
};

export const adminModule: DomainModule<AdminModuleOptions> = {
  prefix: '/api/admin',
  routes: adminRoutes,
};
