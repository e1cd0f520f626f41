import type { ReactElement, ReactNode } from 'react';
import type { PageContext } from '../page-context.js';
import { Document, type DocumentProps } from './Document.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import type { ImagePreload } from './Picture.js';
import { SideWidget } from './SideWidget.js';

export interface LayoutProps {
  readonly context: PageContext;
  readonly title: string;
  readonly description: string;
  readonly canonicalPath?: string;
  readonly jsonLd?: Record<string, unknown>;
  readonly preload?: ImagePreload;
  /** Pages whose content is Chinese-only keep visitors on the Chinese page (and their English twin sends them there). */
  readonly chineseOnly?: boolean;
  readonly isErrorPage?: boolean;
  readonly children: ReactNode;
}

/** Every screen: header, main content, side widget, footer (SPEC §2.6). */
export function Layout(props: LayoutProps): ReactElement {
  const { context } = props;
  const documentProps: Omit<DocumentProps, 'children'> = {
    lang: context.lang,
    path: context.path,
    title: props.title,
    description: props.description,
    assets: context.assets,
    // A Chinese-only page stays put whatever the choice, so its English twin's link back cannot loop.
    followStoredLanguage: !props.isErrorPage && !(props.chineseOnly && context.lang === 'ch'),
    ...(props.canonicalPath === undefined ? {} : { canonicalPath: props.canonicalPath }),
    ...(props.jsonLd === undefined ? {} : { jsonLd: props.jsonLd }),
    ...(props.preload === undefined ? {} : { preload: props.preload }),
    ...(props.isErrorPage === undefined ? {} : { isErrorPage: props.isErrorPage }),
  };
  return (
    <Document {...documentProps}>
      <div id="top" />
      <Header context={context} />
      <main id="main" className="site-main">
        {props.children}
      </main>
      <SideWidget context={context} />
      <Footer context={context} />
    </Document>
  );
}
