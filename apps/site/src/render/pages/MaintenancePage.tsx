import type { ReactElement } from 'react';
import { maintenanceFileName } from '../../content/downloads.js';
import { MAINTENANCE_DOCUMENTS } from '../../content/maintenance-documents.js';
import { GALLERY_COPY } from '../../content/pages/galleries.js';
import { pick } from '../../i18n/lang.js';
import { UI_TEXT } from '../../i18n/ui-text.js';
import { galleryImagePath } from '../../images/image-paths.js';
import { SITE_TITLE } from '../../site-config.js';
import { ChineseOnlyNotice } from '../components/ChineseOnlyNotice.js';
import { DownloadLink } from '../components/DownloadLink.js';
import { Layout } from '../components/Layout.js';
import { SideScreen } from '../components/SideMenu.js';
import type { PageContext } from '../page-context.js';

/** Maintenance centre: eleven documents with downloads (Chinese-only side screen). */
export function MaintenancePage({ context }: { context: PageContext }): ReactElement {
  const { lang } = context;
  const title = pick(GALLERY_COPY.maintenanceTitle, lang);
  const description = pick(GALLERY_COPY.maintenanceDescription, lang);
  return (
    <Layout
      context={context}
      title={`${title} | ${pick(SITE_TITLE, lang)}`}
      description={description}
      chineseOnly
    >
      <SideScreen context={context}>
        {lang === 'en' ? (
          <ChineseOnlyNotice context={context} heading={title} summary={description} />
        ) : (
          <>
            <h1>{title}</h1>
            <p className="lead">{pick(GALLERY_COPY.maintenanceIntro, lang)}</p>
            <ul className="documents">
              {MAINTENANCE_DOCUMENTS.map((document) => (
                <li key={document.id} className="document">
                  <img
                    src={galleryImagePath('documents', document.id)}
                    alt={pick(document.title, lang)}
                    width={120}
                    height={160}
                    loading="lazy"
                    decoding="async"
                  />
                  <div>
                    <h2>{pick(document.title, lang)}</h2>
                    <p>{pick(document.summary, lang)}</p>
                    <DownloadLink
                      fileName={maintenanceFileName(document.id)}
                      label={`${pick(UI_TEXT.download, lang)} ${pick(document.title, lang)}`}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </SideScreen>
    </Layout>
  );
}
