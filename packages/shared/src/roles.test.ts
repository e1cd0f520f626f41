import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROLE_TYPES,
  COMPANY_ROLE_TYPES,
  canManageCompany,
  canManageOwners,
  isAdministrator,
  isAdminRole,
  isCompanyManager,
  isCompanyOwner,
  isCompanyStaff,
  isCompanyUser,
  isInspector,
  isSuperAdministrator,
  MANAGER_ROLE_TYPES,
  USER_ROLE_TYPES,
} from './roles.js';

describe('roles', () => {
  it('names the role types of SPEC §3 and the inspector of issue 27', () => {
    expect(USER_ROLE_TYPES).toEqual(['USER', 'ADMIN', 'SUPER_ADMIN', 'INSPECTOR']);
    expect(COMPANY_ROLE_TYPES).toEqual(['OWNER', 'MANAGER', 'USER']);
  });

  it('tells administrators from company users', () => {
    expect(USER_ROLE_TYPES.filter(isAdministrator)).toEqual(['ADMIN', 'SUPER_ADMIN']);
    expect(USER_ROLE_TYPES.filter(isSuperAdministrator)).toEqual(['SUPER_ADMIN']);
    expect(USER_ROLE_TYPES.filter(isCompanyUser)).toEqual(['USER']);
    // An inspector is neither an administrator nor a company's person: it only reads assigned shops.
    expect(USER_ROLE_TYPES.filter(isInspector)).toEqual(['INSPECTOR']);
    for (const none of [null, undefined, '', 'admin', 'OWNER']) {
      expect(isAdministrator(none)).toBe(false);
      expect(isCompanyUser(none)).toBe(false);
    }
    expect(isAdminRole).toBe(isAdministrator);
  });

  it('tells owners, managers and staff apart', () => {
    expect(COMPANY_ROLE_TYPES.filter(isCompanyOwner)).toEqual(['OWNER']);
    expect(COMPANY_ROLE_TYPES.filter(isCompanyManager)).toEqual(['OWNER', 'MANAGER']);
    expect(COMPANY_ROLE_TYPES.filter(isCompanyStaff)).toEqual(['USER']);
    for (const none of [null, undefined, 'ADMIN']) {
      expect(isCompanyManager(none)).toBe(false);
      expect(isCompanyStaff(none)).toBe(false);
    }
  });

  it('lets administrators and a company’s owners and managers manage it', () => {
    expect(canManageCompany({ userRole: 'ADMIN' })).toBe(true);
    expect(canManageCompany({ userRole: 'SUPER_ADMIN', companyRole: null })).toBe(true);
    expect(canManageCompany({ userRole: 'USER', companyRole: 'OWNER' })).toBe(true);
    expect(canManageCompany({ userRole: 'USER', companyRole: 'MANAGER' })).toBe(true);
    expect(canManageCompany({ userRole: 'USER', companyRole: 'USER' })).toBe(false);
    expect(canManageCompany({ userRole: 'USER' })).toBe(false); // in no company
    expect(canManageCompany({ userRole: null })).toBe(false);
  });

  it('lets administrators and owners act on owners', () => {
    expect(canManageOwners({ userRole: 'ADMIN' })).toBe(true);
    expect(canManageOwners({ userRole: 'USER', companyRole: 'OWNER' })).toBe(true);
    expect(canManageOwners({ userRole: 'USER', companyRole: 'MANAGER' })).toBe(false);
    expect(canManageOwners({ userRole: 'USER', companyRole: 'USER' })).toBe(false);
  });
});

describe('role lists', () => {
  it('list the administrators and the managing company roles by the predicates', () => {
    expect(ADMIN_ROLE_TYPES).toEqual(USER_ROLE_TYPES.filter(isAdministrator));
    expect(MANAGER_ROLE_TYPES).toEqual(COMPANY_ROLE_TYPES.filter(isCompanyManager));
  });
});
