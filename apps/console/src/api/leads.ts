import type { CallOutput, QueryOf } from '@dahua/shared/contracts/define';
import type {
  EnquiryKind,
  enquiriesApi,
  Lead,
  LeadDetail,
  LeadNote,
  LeadStatus,
} from '@dahua/shared/contracts/enquiries';
import { enquiriesPaths } from '@dahua/shared/paths/enquiries';
import { clientFor, downloadFile } from './client';

export type { EnquiryKind, Lead, LeadDetail, LeadNote, LeadStatus };

type EnquiriesApi = typeof enquiriesApi;
export type LeadQuery = QueryOf<EnquiriesApi['list']>;
export type LeadFilterQuery = Omit<LeadQuery, 'page' | 'per_page'>;
export type LeadPage = CallOutput<EnquiriesApi['list']>;

/** The contract's value lists, as values (contracts are imported as types only); checked complete below. */
export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const satisfies readonly LeadStatus[];
export const ENQUIRY_KINDS = ['enquiry', 'dealer'] as const satisfies readonly EnquiryKind[];
const complete: [
  LeadStatus extends (typeof LEAD_STATUSES)[number] ? true : never,
  EnquiryKind extends (typeof ENQUIRY_KINDS)[number] ? true : never,
] = [true, true];
void complete;

const leads = clientFor<EnquiriesApi>(enquiriesPaths);

export const listLeads = (query: LeadQuery) => leads.list({ query });
export const getLead = (id: number) => leads.one({ params: { id } });
/** With the version the page shows: a lead someone changed meanwhile is refused (409) and reloaded. */
export const updateLead = (
  id: number,
  body: { status?: LeadStatus; owner_id?: number | null; version?: number },
) => leads.update({ params: { id }, body });
export const addLeadNote = (id: number, text: string, version?: number) =>
  leads.addNote({ params: { id }, body: { text, ...(version === undefined ? {} : { version }) } });
export const exportLeads = (filters: LeadFilterQuery) =>
  downloadFile(enquiriesPaths.export, { query: filters }, 'leads.xlsx');
