import type { CompanyAnswer as Company, companiesApi } from '@dahua/shared/contracts/companies';
import type { BodyOf, QueryOf } from '@dahua/shared/contracts/define';
import { companiesPaths } from '@dahua/shared/paths/companies';
import { clientFor } from './client';

export type { Company };

type CompaniesApi = typeof companiesApi;
export type CompanyListQuery = QueryOf<CompaniesApi['list']>;
/** A new company's fields, as the form sends them. */
export type CompanyFields = BodyOf<CompaniesApi['create']>;
/** Partial changes; only administrators may change img_url and if_analysis_open. */
export type CompanyChanges = BodyOf<CompaniesApi['edit']>;
export type BarcodeSettingsBody = BodyOf<CompaniesApi['setBarcode']>;
export type FleetSettingsBody = BodyOf<CompaniesApi['setFleetSettings']>;
export type LabelSettingsBody = BodyOf<CompaniesApi['setLabelSettings']>;

const companies = clientFor<CompaniesApi>(companiesPaths);

/** Administrators: every company, searched by name. */
export const listCompanies = (query: CompanyListQuery) => companies.list({ query });
export const getCompany = (id: number) => companies.one({ params: { id } });
export const createCompany = (body: CompanyFields) => companies.create({ body });
export const editCompany = (id: number, body: CompanyChanges) => companies.edit({ params: { id }, body });
/** The price barcode the company's scales print (its owner or managers, or administrators). */
export const setCompanyBarcode = (id: number, body: BarcodeSettingsBody) =>
  companies.setBarcode({ params: { id }, body });
/** Automatic work orders for scales unreachable too long (its owner or managers, or administrators). */
export const setCompanyFleetSettings = (id: number, body: FleetSettingsBody) =>
  companies.setFleetSettings({ params: { id }, body });
/** The food label's minimum x-height and whether the trace page names suppliers (issue 29). */
export const setCompanyLabelSettings = (id: number, body: LabelSettingsBody) =>
  companies.setLabelSettings({ params: { id }, body });
export const setCompanyEnabled = (id: number, enabled: boolean) =>
  enabled ? companies.enable({ params: { id } }) : companies.disable({ params: { id } });
