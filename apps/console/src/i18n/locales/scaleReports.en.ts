import type { ConsoleMessages } from './console.zh';

/** Reports about scales from their public pages (issue 27 §3), in English. */
export const scaleReportsEn: ConsoleMessages['scaleReports'] = {
  statuses: { open: 'Open', answered: 'Answered' },
  all: 'All',
  time: 'Reported',
  scale: 'Scale',
  company: 'Company',
  description: 'Problem',
  phone: 'Phone',
  noPhone: 'none given',
  photo: 'Photo',
  answer: 'Answer',
  answeredBy: 'Answered by {{name}} at {{time}}',
  reference: 'Reference',
  answerAction: 'Answer',
  editAnswer: 'Change answer',
  answerTitle: 'Answer report {{reference}}',
  answerHint:
    'The answer shows on the scale’s public page to whoever has the reference number. Do not write the customer’s personal details.',
  answerRequired: 'Please write an answer',
  descriptionRequired: 'Please describe the problem',
  scaleRequired: 'Please choose the scale',
  answerSaved: 'Answered',
  create: 'Enter a phoned-in report',
  createHint:
    'Problems customers report by phone go here too; give them the reference number, and the scale’s public page shows them your answer.',
  created: 'Entered: reference {{reference}}',
  empty: 'No reports from customers yet',
  emptyNext:
    'Customers report a problem by scanning the QR code on the scale. Print the QR stickers from the shop’s page.',
  openBadge: '{{count}} open',
  public: {
    title: 'Public page and QR code',
    hint: 'Customers and market inspectors scan it to see the scale’s verification and to report a problem. The QR code holds only this address.',
    open: 'Open the public page',
    copy: 'Copy link',
    copied: 'Link copied',
    reports: 'Reports about this scale',
    qrAlt: 'QR code of this scale’s public page',
  },
  stickers: {
    button: 'QR stickers (PDF)',
    hint: 'A4 label sheet, 3 × 8 labels of 70 × 37 mm, one per scale in service',
  },
};
