import type { leadsZh } from './leads.zh';

/** The leads: enquiries and dealer applications from the public site (issue 30 §4), in English. */
export const leadsEn: typeof leadsZh = {
  statuses: { new: 'New', contacted: 'Contacted', won: 'Won', lost: 'Lost' },
  kinds: { enquiry: 'Enquiry', dealer: 'Dealer application' },
  lead: 'Lead',
  reference: 'Reference',
  received: 'Received',
  kind: 'Kind',
  status: 'Status',
  name: 'Name',
  company: 'Company',
  region: 'Region',
  contact: 'Contact',
  phone: 'Phone',
  email: 'E-mail',
  product: 'Product',
  message: 'Message',
  owner: 'Owner',
  notes: 'Notes',
  noNotes: 'No notes yet',
  notePlaceholder: 'A call made or the next step (who and when are recorded)',
  addNote: 'Add note',
  saved: 'Saved',
  export: 'Export Excel',
  searchPlaceholder: 'Reference, name, company, phone or e-mail',
  empty: 'No enquiries from the website yet.',
  emptyNext:
    'When a visitor sends one from the contact page or a product page it shows here, and the site editors are told.',
};
