import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

/** The volunteers' accounts (Usuaris area, decision 188). */
export const usersAdminEndpoints = defineEndpoints('usersAdmin', {
  list: ['GET', '/api/admin/users'],
  invite: ['POST', '/api/admin/users/invitations'],
  withdrawInvitation: ['DELETE', '/api/admin/users/invitations/:id'],
  changeRole: ['PATCH', '/api/admin/users/:id'],
  disable: ['POST', '/api/admin/users/:id/disable'],
  enable: ['POST', '/api/admin/users/:id/enable'],
  passwordLink: ['POST', '/api/admin/users/:id/password-link'],
  resetSecondFactor: ['POST', '/api/admin/users/:id/second-factor-reset'],
});
