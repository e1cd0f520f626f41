import type { ReactElement } from 'react';
import { MANUALS, type ManualDownload, SOFTWARE, type SoftwareDownload } from '../../content/downloads.js';
import { DOWNLOADS_COPY } from '../../content/pages/downloads.js';
import { productBySlug } from '../../content/product-queries.js';
import { type Lang, pick } from '../../i18n/lang.js';
import { UI_TEXT } from '../../i18n/ui-text.js';
import { SITE_TITLE } from '../../site-config.js';
import { DownloadLink } from '../components/DownloadLink.js';
import { Layout } from '../components/Layout.js';
import type { PageContext } from '../page-context.js';

export function ManualTable({
  manuals,
  context,
}: {
  manuals: readonly ManualDownload[];
  context: PageContext;
}): ReactElement {
  const { lang } = context;
  return (
    <table className="download-table">
      <thead>
        <tr>
          <th scope="col">{pick(DOWNLOADS_COPY.documentColumn, lang)}</th>
          <th scope="col">{pick(DOWNLOADS_COPY.modelsColumn, lang)}</th>
          <th scope="col">{pick(DOWNLOADS_COPY.fileColumn, lang)}</th>
        </tr>
      </thead>
      <tbody>
        {manuals.map((manual) => (
          <tr key={manual.fileName}>
            <th scope="row">{pick(manual.title, lang)}</th>
            <td>
              {manual.productSlugs
                .map((slug) => productBySlug(context.content.products, slug).model)
                .join(', ')}
            </td>
            <td>
              <DownloadLink
                fileName={manual.fileName}
                label={`${pick(UI_TEXT.download, lang)} ${pick(manual.title, lang)}`}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SoftwareList({
  software,
  lang,
}: {
  software: readonly SoftwareDownload[];
  lang: Lang;
}): ReactElement {
  return (
    <ul className="software-list">
      {software.map((kit) => (
        <li key={kit.fileName}>
          <h3>{pick(kit.title, lang)}</h3>
          <p className="muted">
            {pick(DOWNLOADS_COPY.versionLabel, lang)} {kit.version}
          </p>
          <p>{pick(kit.description, lang)}</p>
          <DownloadLink
            fileName={kit.fileName}
            label={`${pick(UI_TEXT.download, lang)} ${pick(kit.title, lang)}`}
          />
        </li>
      ))}
    </ul>
  );
}

/** /instructions: PDF manuals and the three software archives. */
export function DownloadsPage({ context }: { context: PageContext }): ReactElement {
  const { lang } = context;
  const title = pick(DOWNLOADS_COPY.title, lang);
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
        <ManualTable manuals={MANUALS} context={context} />
      </section>
      <section aria-labelledby="software-heading">
        <h2 id="software-heading">{pick(DOWNLOADS_COPY.softwareHeading, lang)}</h2>
        <SoftwareList software={SOFTWARE} lang={lang} />
      </section>
    </Layout>
  );
}
