import type { ReactElement } from 'react';
import { SPEC_SHEETS, TEMPLATE_KITS } from '../../content/downloads.js';
import { DOWNLOADS_COPY } from '../../content/pages/downloads.js';
import { pick } from '../../i18n/lang.js';
import { SITE_TITLE } from '../../site-config.js';
import {
  BridgePackages,
  SpecSheetTable,
  TemplateKitList,
  UploadedList,
} from '../components/DownloadFiles.js';
import { Layout } from '../components/Layout.js';
import type { PageContext } from '../page-context.js';

/**
 * /instructions: the maker's manuals and software (uploaded, issue 30 §5), the shop bridge's newest
 * packages, the generated specification sheets and the label-template kits; every file with its
 * size and SHA-256.
 */
export function DownloadsPage({ context }: { context: PageContext }): ReactElement {
  const { lang } = context;
  const title = pick(DOWNLOADS_COPY.title, lang);
  const entries = context.content.downloads.entries;
  const manuals = entries.filter((entry) => entry.section === 'manual');
  const software = entries.filter((entry) => entry.section === 'software');
  return (
    <Layout
      context={context}
      title={`${title} | ${pick(SITE_TITLE, lang)}`}
      description={pick(DOWNLOADS_COPY.description, lang)}
    >
      <h1>{title}</h1>
      <p className="lead">{pick(DOWNLOADS_COPY.intro, lang)}</p>
      <section aria-labelledby="manuals-heading">
        <h2 id="manuals-heading">{pick(DOWNLOADS_COPY.manualsHeading, lang)}</h2>
        {manuals.length > 0 ? (
          <UploadedList entries={manuals} context={context} />
        ) : (
          <p className="muted">{pick(DOWNLOADS_COPY.manualsEmpty, lang)}</p>
        )}
      </section>
      <section aria-labelledby="software-heading">
        <h2 id="software-heading">{pick(DOWNLOADS_COPY.softwareHeading, lang)}</h2>
        <BridgePackages packages={context.content.bridge} lang={lang} />
        {software.length > 0 ? <UploadedList entries={software} context={context} /> : null}
        {software.length === 0 && context.content.bridge.length === 0 ? (
          <p className="muted">{pick(DOWNLOADS_COPY.softwareEmpty, lang)}</p>
        ) : null}
      </section>
      <section aria-labelledby="sheets-heading">
        <h2 id="sheets-heading">{pick(DOWNLOADS_COPY.specSheetsHeading, lang)}</h2>
        <SpecSheetTable sheets={SPEC_SHEETS} context={context} />
      </section>
      <section aria-labelledby="kits-heading">
        <h2 id="kits-heading">{pick(DOWNLOADS_COPY.kitsHeading, lang)}</h2>
        <TemplateKitList kits={TEMPLATE_KITS} lang={lang} />
      </section>
    </Layout>
  );
}
