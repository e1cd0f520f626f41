import { z } from 'zod';

export const exportQuery = z.object({
  format: z
    .enum(['xlsx', 'csv', 'plu'])
    .default('xlsx')
    .describe('xlsx, csv (UTF-8 with BOM) or plu (plu.plu, GBK)'),
  company_id: z.coerce.number().int().positive().optional().describe('administrators: the company'),
});

export const importQuery = z.object({
  skip_bad_rows: z.enum(['0', '1']).default('0').describe('1: write the good rows and skip the bad ones'),
  company_id: z.coerce.number().int().positive().optional().describe('administrators: the company'),
});

export const importReport = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int().describe('bad rows left out (skip_bad_rows=1)'),
  committed: z.boolean().describe('false: a row was bad and nothing was written'),
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
});
