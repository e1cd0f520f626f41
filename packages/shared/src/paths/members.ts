import { del, get, post, put } from './route.js';

/** A company's people and their roles (OWNER, MANAGER, USER). */
export const membersPaths = {
  /** An existing account joins a company (SPEC §7). */
  addById: post('/api/management/companies/users'),
  list: get('/api/management/companies/:id/members'),
  /** Invites the person behind a phone number; they join by accepting after signing in. */
  addByPhone: post('/api/management/companies/:id/members'),
  changeRole: put('/api/management/companies/:id/members/:userId'),
  remove: del('/api/management/companies/:id/members/:userId'),
  /** Administrators: every company user. */
  users: get('/api/management/users'),
  /** A company's open invitations (its owners and managers). */
  companyInvitations: get('/api/management/companies/:id/invitations'),
  revokeInvitation: del('/api/management/companies/:id/invitations/:invitationId'),
  /** The signed-in person's open invitations (to their bound phone). */
  invitations: get('/api/management/users/invitations'),
  acceptInvitation: post('/api/management/users/invitations/:id/accept'),
  declineInvitation: post('/api/management/users/invitations/:id/decline'),
};
