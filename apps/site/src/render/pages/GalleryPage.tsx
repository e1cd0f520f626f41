import type { DeepReadonly, SiteGalleryContent } from '@dahua/shared/contracts/site-content';
import type { ReactElement } from 'react';
import { type Bilingual, pick } from '../../i18n/lang.js';
import { textIn } from '../../i18n/text-in.js';
import { type GalleryName, galleryImagePath } from '../../images/image-paths.js';
import { SITE_TITLE } from '../../site-config.js';
import { ChineseOnlyNotice } from '../components/ChineseOnlyNotice.js';
import { Layout } from '../components/Layout.js';
import { Picture } from '../components/Picture.js';
import { SideScreen } from '../components/SideMenu.js';
import type { PageContext } from '../page-context.js';

export interface GalleryPageProps {
  readonly context: PageContext;
  readonly gallery: GalleryName;
  readonly items: DeepReadonly<SiteGalleryContent['items']>;
  readonly title: Bilingual;
  readonly description: Bilingual;
  readonly intro: Bilingual;
  /** SPEC's side screens are Chinese-only. */
  readonly chineseOnly: boolean;
}

/** Device centre and quality honours: an image gallery in the side-screen layout. */
export function GalleryPage(props: GalleryPageProps): ReactElement {
  const { context } = props;
  const { lang } = context;
  const title = pick(props.title, lang);
  return (
    <Layout
      context={context}
      title={`${title} | ${pick(SITE_TITLE, lang)}`}
      description={pick(props.description, lang)}
      chineseOnly={props.chineseOnly}
    >
      <SideScreen context={context}>
        {props.chineseOnly && lang === 'en' ? (
          <ChineseOnlyNotice context={context} heading={title} summary={pick(props.description, lang)} />
        ) : (
          <>
            <h1>{title}</h1>
            <p className="lead">{pick(props.intro, lang)}</p>
            <ul className="gallery">
              {props.items.map((item) => {
                const alt = `${textIn(item.title, lang)}: ${textIn(item.caption, lang)}`;
                return (
                  <li key={item.id}>
                    <figure>
                      {/* A photo the maker published, else the drawing the site was built with. */}
                      {item.photo ? (
                        <Picture image={item.photo} alt={alt} sizes="(min-width: 960px) 320px, 50vw" />
                      ) : (
                        <img
                          src={galleryImagePath(props.gallery, item.id)}
                          alt={alt}
                          width={320}
                          height={240}
                          loading="lazy"
                          decoding="async"
                        />
                      )}
                      <figcaption>
                        <strong>{textIn(item.title, lang)}</strong>
                        <span>{textIn(item.caption, lang)}</span>
                      </figcaption>
                    </figure>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </SideScreen>
    </Layout>
  );
}
