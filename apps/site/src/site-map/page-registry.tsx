import type { ReactElement } from 'react';
import { CATEGORIES } from '../content/categories.js';
import { GALLERY_COPY } from '../content/pages/galleries.js';
import type { PageContext, SiteContent } from '../render/page-context.js';
import { AboutPage } from '../render/pages/AboutPage.js';
import { CategoryPage } from '../render/pages/CategoryPage.js';
import { ContactPage } from '../render/pages/ContactPage.js';
import { DownloadsPage } from '../render/pages/DownloadsPage.js';
import { GalleryPage } from '../render/pages/GalleryPage.js';
import { HomePage } from '../render/pages/HomePage.js';
import { MaintenancePage } from '../render/pages/MaintenancePage.js';
import { NewsArticlePage, NewsListPage } from '../render/pages/NewsPages.js';
import { PagingDemoPage } from '../render/pages/PagingDemoPage.js';
import { PrivacyPage } from '../render/pages/PrivacyPage.js';
import { ProductPage } from '../render/pages/ProductPage.js';
import { DahuaScalePcPage, MaintenanceNoticePage, PaymentSignPage } from '../render/pages/ShellPages.js';
import { TmqDocumentsPage } from '../render/pages/TmqDocumentsPage.js';

/** One public page: its Chinese path and how to render it in a language. */
export interface PageDefinition {
  readonly path: string;
  /** Content exists in Chinese only; the English page is a notice (SPEC §2.6). */
  readonly chineseOnly: boolean;
  readonly render: (context: PageContext) => ReactElement;
}

function page(path: string, render: PageDefinition['render'], chineseOnly = false): PageDefinition {
  return { path, render, chineseOnly };
}

/** Every page the site generates from `content`, in both languages. */
export function listPages(content: SiteContent): PageDefinition[] {
  return [
    page('/', (context) => <HomePage context={context} />),
    ...content.products.map((product) =>
      page(
        product.route,
        (context) => <ProductPage product={product} context={context} />,
        product.languages === 'ch-only',
      ),
    ),
    ...CATEGORIES.map((category) =>
      page(category.route, (context) => <CategoryPage category={category} context={context} />),
    ),
    page('/houer', (context) => (
      <GalleryPage
        context={context}
        gallery="honours"
        items={context.content.galleries.honours.items}
        title={GALLERY_COPY.honoursTitle}
        description={GALLERY_COPY.honoursDescription}
        intro={GALLERY_COPY.honoursIntro}
        chineseOnly={false}
      />
    )),
    page('/device', (context) => (
      <GalleryPage
        context={context}
        gallery="equipment"
        items={context.content.galleries.equipment.items}
        title={GALLERY_COPY.equipmentTitle}
        description={GALLERY_COPY.equipmentDescription}
        intro={GALLERY_COPY.equipmentIntro}
        chineseOnly={false}
      />
    )),
    page(
      '/pinzhi',
      (context) => (
        <GalleryPage
          context={context}
          gallery="honours"
          items={context.content.galleries.honours.items}
          title={GALLERY_COPY.qualityTitle}
          description={GALLERY_COPY.qualityDescription}
          intro={GALLERY_COPY.qualityIntro}
          chineseOnly
        />
      ),
      true,
    ),
    page(
      '/shebei',
      (context) => (
        <GalleryPage
          context={context}
          gallery="equipment"
          items={context.content.galleries.equipment.items}
          title={GALLERY_COPY.productionTitle}
          description={GALLERY_COPY.productionDescription}
          intro={GALLERY_COPY.productionIntro}
          chineseOnly
        />
      ),
      true,
    ),
    page('/weixiu', (context) => <MaintenancePage context={context} />, true),
    page('/about', (context) => <AboutPage context={context} />),
    page('/contact', (context) => <ContactPage context={context} />),
    page('/news', (context) => <NewsListPage context={context} />),
    ...content.news.map((article) =>
      page(`/news/${article.slug}`, (context) => <NewsArticlePage article={article} context={context} />),
    ),
    page('/classjijia', (context) => <PagingDemoPage context={context} />),
    page('/instructions', (context) => <DownloadsPage context={context} />),
    page('/tmfdoc', (context) => <TmqDocumentsPage context={context} />),
    page('/page/privacy', (context) => <PrivacyPage context={context} />),
    page('/dahuascale', (context) => (
      <DahuaScalePcPage context={context} canonicalPath="/dahuascale/pc/index.html" />
    )),
    page('/dahuascale/pc/index.html', (context) => <DahuaScalePcPage context={context} />),
    page('/dahuascale/paymentsign/payment', (context) => <PaymentSignPage context={context} />),
    page('/dahuascaleweihu', (context) => <MaintenanceNoticePage context={context} />),
  ];
}
