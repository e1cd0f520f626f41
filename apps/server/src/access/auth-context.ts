import type { CompanyRole, UserRow } from '../db/schema/index.js';

/** The company a signed-in user belongs to, and their role in it (read with the session). */
export type Membership = {
  companyId: number;
  name: string;
  contactPerson: string;
  phoneNumber: string;
  address: string;
  ifAnalysisOpen: boolean;
  barcodeFormat: string;
  barcodeFlag: string;
  timeZone: string;
  joinType: CompanyRole;
};

/** What an inspector (issue 27) may read: whole companies, and single shops of other companies. */
export type Inspection = { companyIds: number[]; shopIds: number[] };

/** The signed-in caller, as the session resolves it (`http/auth.ts` puts it on each request). */
export type AuthContext = {
  user: UserRow;
  membership: Membership | null;
  hasWechat: boolean;
  sessionId: number;
  token: string;
  expiresAt: Date;
  /** An INSPECTOR's assignments (read with the session); absent for everyone else. */
  inspection?: Inspection;
};
