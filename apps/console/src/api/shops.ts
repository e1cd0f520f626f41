import { requestData } from './client';
import type { Paged } from './notices';

export type ShopFields = {
  name: string;
  contact_person: string;
  phone_number: string;
  img_url: string;
  address: string;
  telephone: string;
  desc: string;
};

export type Shop = ShopFields & {
  id: number;
  company_id: number;
  company_name: string;
  scale_count: number;
  created_time: string;
  last_modified_time: string;
};

export type ShopScale = {
  id: number;
  name: string;
  scale_name: string;
  img_url: string;
  desc: string;
  scale_uuid: string | null;
  if_verify: number;
  created_time: string;
};

export type ShopDetails = Shop & { scales: ShopScale[] };

export type ListQuery = { page: number; per_page: number; name?: string | undefined };

export function listShops(query: ListQuery & { company_id?: number | undefined }): Promise<Paged<Shop>> {
  return requestData('/api/management/shops', { query });
}

export function shopDetails(id: number): Promise<ShopDetails> {
  return requestData(`/api/management/shops/${id}`);
}

export function createShop(body: ShopFields & { company_id?: number | undefined }): Promise<Shop> {
  return requestData('/api/management/shops/create', { method: 'POST', body });
}

export function editShop(id: number, body: Partial<ShopFields>): Promise<Shop> {
  return requestData(`/api/management/shops/${id}`, { method: 'PUT', body });
}

/** Silent: the page shows the server's refusal (a shop that still has scales) itself. */
export function deleteShop(id: number): Promise<null> {
  return requestData(`/api/management/shops/${id}`, { method: 'DELETE', silent: true });
}

export type ScaleOption = {
  id: number;
  name: string;
  scale_name: string;
  shop_id: number;
  shop_name: string;
  company_id: number;
};

export function listScaleOptions(
  query: ListQuery & { shop_id?: number | undefined },
): Promise<Paged<ScaleOption>> {
  return requestData('/api/management/scales', { query });
}

export type CompanyOption = { id: number; name: string };

/** The administrators' company list (companies issue); the selector reads id and name. */
export function listCompanyOptions(query: ListQuery): Promise<Paged<CompanyOption>> {
  return requestData('/api/management/companies', { query });
}
