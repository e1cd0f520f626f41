import type { ErrorEntry } from '../entry.js';

/** Inspectors' accounts and assignments (issue 27, module inspectors). */
export const inspectorsErrors = {
  INSPECTOR_SHOP_OUTSIDE_COMPANY: {
    id: 'ERCO001100',
    status: 400,
    msg: {
      ch: '门店“{shop}”不属于所选公司',
      en: 'The shop “{shop}” does not belong to the chosen company.',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
