import type { ReactElement } from 'react';
import { MANUALS, maintenanceFileName, SOFTWARE } from '../../content/downloads.js';
import { MAINTENANCE_DOCUMENTS } from '../../content/maintenance-documents.js';
import { DOWNLOADS_COPY } from '../../content/pages/downloads.js';
import { localizePath, pick } from '../../i18n/lang.js';
import { UI_TEXT } from '../../i18n/ui-text.js';
import { SITE_TITLE } from '../../site-config.js';
import { DownloadLink } from '../components/DownloadLink.js';
import { Layout } from '../components/Layout.js';
import type { PageContext } from '../page-context.js';
import { ManualTable, SoftwareList } from './DownloadsPage.js';

/** Repair notes that concern the TM-Q. */
const TM_Q_REPAIR_NOTES = [
  'label-scale-calibration',
  'print-head-cleaning',
  'label-loading',
  'network-setup',
  'plu-download',
];

/** /tmfdoc: the TM-Q document page (manual, software, repair notes). */
export function TmqDocumentsPage({ context }: { context: PageContext }): ReactElement {
  const { lang } = context;
  const title = pick(DOWNLOADS_COPY.tmqTitle, lang);
  const manuals = MANUALS.filter((manual) => manual.productSlugs.includes('tm-q'));
  const notes = MAINTENANCE_DOCUMENTS.filter((document) => TM_Q_REPAIR_NOTES.includes(document.id));
  return (
    <Layout
      context={context}
      title={`${title} | ${pick(SITE_TITLE, lang)}`}
      description={pick(DOWNLOADS_COPY.tmqDescription, lang)}
    >
      <h1>{title}</h1>
      <p className="lead">
        {pick(DOWNLOADS_COPY.tmqIntro, lang)}{' '}
        <a href={localizePath('/acsten', lang)}>{pick(DOWNLOADS_COPY.tmqProductLink, lang)}</a>
      </p>
      <section aria-labelledby="tmq-manual-heading">
        <h2 id="tmq-manual-heading">{pick(DOWNLOADS_COPY.tmqManualHeading, lang)}</h2>
        <ManualTable manuals={manuals} context={context} />
      </section>
      <section aria-labelledby="tmq-software-heading">
        <h2 id="tmq-software-heading">{pick(DOWNLOADS_COPY.softwareHeading, lang)}</h2>
        <SoftwareList software={SOFTWARE} lang={lang} />
      </section>
      <section aria-labelledby="tmq-repair-heading">
        <h2 id="tmq-repair-heading">{pick(DOWNLOADS_COPY.repairHeading, lang)}</h2>
        <ul className="repair-notes">
          {notes.map((note) => (
            <li key={note.id}>
              <h3>{pick(note.title, lang)}</h3>
              <ol>
                {note.steps.map((step) => (
                  <li key={step.ch}>{pick(step, lang)}</li>
                ))}
              </ol>
              <DownloadLink
                fileName={maintenanceFileName(note.id)}
                label={`${pick(UI_TEXT.download, lang)} ${pick(note.title, lang)}`}
              />
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  );
}
