import type { ReactElement } from 'react';
import { maintenanceFileName, SPEC_SHEETS, TEMPLATE_KITS } from '../../content/downloads.js';
import { MAINTENANCE_DOCUMENTS } from '../../content/maintenance-documents.js';
import { DOWNLOADS_COPY } from '../../content/pages/downloads.js';
import { localizePath, pick } from '../../i18n/lang.js';
import { UI_TEXT } from '../../i18n/ui-text.js';
import { SITE_TITLE } from '../../site-config.js';
import {
  BridgePackages,
  SpecSheetTable,
  TemplateKitList,
  UploadedList,
} from '../components/DownloadFiles.js';
import { DownloadLink } from '../components/DownloadLink.js';
import { Layout } from '../components/Layout.js';
import type { PageContext } from '../page-context.js';

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
  const forTmq = <T extends { productSlugs: readonly string[] }>(items: readonly T[]) =>
    items.filter((item) => item.productSlugs.includes('tm-q'));
  const uploaded = forTmq(context.content.downloads.entries);
  const manuals = uploaded.filter((entry) => entry.section === 'manual');
  const software = uploaded.filter((entry) => entry.section === 'software');
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
        {manuals.length > 0 ? (
          <UploadedList entries={manuals} context={context} />
        ) : (
          <p className="muted">{pick(DOWNLOADS_COPY.tmqManualEmpty, lang)}</p>
        )}
      </section>
      <section aria-labelledby="tmq-sheet-heading">
        <h2 id="tmq-sheet-heading">{pick(DOWNLOADS_COPY.specSheetsHeading, lang)}</h2>
        <SpecSheetTable sheets={forTmq(SPEC_SHEETS)} context={context} />
      </section>
      <section aria-labelledby="tmq-software-heading">
        <h2 id="tmq-software-heading">{pick(DOWNLOADS_COPY.softwareHeading, lang)}</h2>
        <BridgePackages packages={context.content.bridge} lang={lang} />
        {software.length > 0 ? <UploadedList entries={software} context={context} /> : null}
        <h3>{pick(DOWNLOADS_COPY.kitsHeading, lang)}</h3>
        <TemplateKitList kits={TEMPLATE_KITS} lang={lang} />
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
