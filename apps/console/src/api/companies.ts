import type { PriceBarcodeFormat } from '@dahua/shared';
import { requestData } from './client';
import type { Paged } from './notices';

export type CompanyFields = {
  name: string;
  contact_person: string;
  phone_number: string;
  address: string;
  img_url: string;
  if_analysis_open: 0 | 1;
  barcode_format?: PriceBarcodeFormat | undefined;
  barcode_flag?: string | undefined;
};

export type Company = Omit<CompanyFields, 'if_analysis_open'> & {
  id: number;
  if_analysis_open: number;
  barcode_format: PriceBarcodeFormat;
  barcode_flag: string;
  status: 'active' | 'disabled';
  member_count: number;
  shop_count: number;
  scale_count: number;
  created_time: string;
  last_modified_time: string;
};

export type CompanyListQuery = { page: number; per_page: number; name?: string | undefined };

/** Administrators: every company, searched by name. */
export function listCompanies(query: CompanyListQuery): Promise<Paged<Company>> {
  return requestData('/api/management/companies', { query });
}

export function getCompany(id: number): Promise<Company> {
  return requestData(`/api/management/companies/${id}`);
}

export function createCompany(body: CompanyFields): Promise<Company> {
  return requestData('/api/management/companies/create', { method: 'POST', body });
}

/** Partial changes; only administrators may change img_url and if_analysis_open. */
export function editCompany(id: number, body: Partial<CompanyFields>): Promise<Company> {
  return requestData(`/api/management/companies/${id}`, { method: 'PUT', body });
}

export type BarcodeSettingsBody = { barcode_format?: PriceBarcodeFormat; barcode_flag?: string };

/** The price barcode the company's scales print (its owner or managers, or administrators). */
export function setCompanyBarcode(id: number, body: BarcodeSettingsBody): Promise<Company> {
  return requestData(`/api/management/companies/${id}/barcode`, { method: 'PUT', body });
}

export function setCompanyEnabled(id: number, enabled: boolean): Promise<Company> {
  return requestData(`/api/management/companies/${id}/${enabled ? 'enable' : 'disable'}`, {
    method: 'POST',
  });
}
