/**
 * Roles have one home (issue 32): the role types of SPEC §3 and the decisions taken on them, over
 * plain data so the server (its Scope, its rows) and the console (its UserInfo) ask the same
 * question the same way. A person has a user role (USER = a company's person, ADMIN and
 * SUPER_ADMIN = the maker's administrators) and, as a USER in a company, a company role
 * (OWNER, MANAGER or USER = staff). An INSPECTOR (issue 27) is a market regulator's read-only
 * account: in no company, given companies or shops to read by an administrator.
 */

export const USER_ROLE_TYPES = ['USER', 'ADMIN', 'SUPER_ADMIN', 'INSPECTOR'] as const;
export type UserRoleType = (typeof USER_ROLE_TYPES)[number];

export const COMPANY_ROLE_TYPES = ['OWNER', 'MANAGER', 'USER'] as const;
export type CompanyRoleType = (typeof COMPANY_ROLE_TYPES)[number];

/** The administrators' user roles. */
export const ADMIN_ROLE_TYPES = ['ADMIN', 'SUPER_ADMIN'] as const satisfies readonly UserRoleType[];
export type AdminRoleType = (typeof ADMIN_ROLE_TYPES)[number];

/** The company roles that manage a company: owner and manager. */
export const MANAGER_ROLE_TYPES = ['OWNER', 'MANAGER'] as const satisfies readonly CompanyRoleType[];
export type ManagerRoleType = (typeof MANAGER_ROLE_TYPES)[number];

/** Administrators (ADMIN and SUPER_ADMIN) act for every company and use /admin; company users use /project. */
export function isAdministrator(userRole: string | undefined | null): userRole is AdminRoleType {
  return userRole === 'ADMIN' || userRole === 'SUPER_ADMIN';
}

/** The former name of isAdministrator, kept for its importers. */
export const isAdminRole = isAdministrator;

/** A market regulator's read-only account: reads the scales of its assigned shops, changes nothing. */
export function isInspector(userRole: string | undefined | null): boolean {
  return userRole === 'INSPECTOR';
}

/** Only a super administrator manages the other administrators. */
export function isSuperAdministrator(userRole: string | undefined | null): boolean {
  return userRole === 'SUPER_ADMIN';
}

/** A company's person (not an administrator): the only kind that joins a company. */
export function isCompanyUser(userRole: string | undefined | null): boolean {
  return userRole === 'USER';
}

/** The company's owner. */
export function isCompanyOwner(companyRole: string | undefined | null): boolean {
  return companyRole === 'OWNER';
}

/** Owners and managers manage their company's people, shops and settings (staff do not). */
export function isCompanyManager(companyRole: string | undefined | null): companyRole is ManagerRoleType {
  return companyRole === 'OWNER' || companyRole === 'MANAGER';
}

/** A company's staff: a member who is neither owner nor manager. */
export function isCompanyStaff(companyRole: string | undefined | null): boolean {
  return companyRole === 'USER';
}

/** Who a decision is about: the user role and, for a company's person, the company role (none = in no company). */
export type RoleHolder = {
  readonly userRole: string | undefined | null;
  readonly companyRole?: string | undefined | null;
};

/** Administrators, and the owners and managers of a company, manage that company's people, shops and settings. */
export function canManageCompany({ userRole, companyRole }: RoleHolder): boolean {
  return isAdministrator(userRole) || isCompanyManager(companyRole);
}

/** Administrators, and a company's owner, act on its owners (make or unmake one). */
export function canManageOwners({ userRole, companyRole }: RoleHolder): boolean {
  return isAdministrator(userRole) || isCompanyOwner(companyRole);
}

/**
 * Who edits the public site and handles its enquiries (issue 30): a super administrator always; an
 * administrator when a super administrator gave them the "site editor" right; nobody else.
 */
export function isSiteEditor({
  userRole,
  siteEditor,
}: {
  readonly userRole: string | undefined | null;
  readonly siteEditor?: boolean | undefined | null;
}): boolean {
  return userRole === 'SUPER_ADMIN' || (userRole === 'ADMIN' && siteEditor === true);
}
