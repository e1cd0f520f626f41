import type { SpecSheet } from '../content/downloads.js';
import type { MaintenanceDocument } from '../content/maintenance-documents.js';
import { productBySlug } from '../content/product-queries.js';
import { PRODUCTS } from '../content/products/index.js';
import type { Product } from '../content/types.js';
import { textIn } from '../i18n/text-in.js';
import { SITE_TITLE } from '../site-config.js';
import type { PdfDocument, PdfLine } from './pdf-writer.js';

/** The manual text of one product, generated from its page content. */
function productLines(product: Product): PdfLine[] {
  const lines: PdfLine[] = [
    { text: `${product.model}`, size: 15, spaceBefore: 14 },
    { text: product.name.ch, size: 12 },
  ];
  if (product.languages === 'both') lines.push({ text: product.name.en, size: 11 });
  lines.push({ text: textIn(product.body.description, 'ch'), spaceBefore: 4 });
  if (product.languages === 'both') lines.push({ text: product.body.description.en });
  lines.push({ text: '技术参数 / Specifications', size: 12, spaceBefore: 6 });
  for (const spec of product.body.specs) {
    lines.push({ text: `${spec.name.ch}：${spec.value.ch}`, size: 10 });
    if (product.languages === 'both' && 'en' in spec.name && 'en' in spec.value) {
      lines.push({ text: `${spec.name.en}: ${spec.value.en}`, size: 10 });
    }
  }
  lines.push({ text: '功能 / Features', size: 12, spaceBefore: 6 });
  for (const feature of product.body.features) {
    for (const bullet of feature.bullets) {
      lines.push({ text: `· ${textIn(bullet, 'ch')}`, size: 10 });
      if (product.languages === 'both') lines.push({ text: `- ${textIn(bullet, 'en')}`, size: 10 });
    }
  }
  return lines;
}

const SAFETY_LINES: readonly PdfLine[] = [
  { text: '安全与使用注意 / Safety and use', size: 12, spaceBefore: 14 },
  { text: '· 请在水平稳固的台面上使用，避免阳光直射、强风与振动。', size: 10 },
  { text: '- Use on a firm, level surface away from direct sun, draughts and vibration.', size: 10 },
  { text: '· 清洁前请关机并拔下电源，勿用水直接冲洗非防水机型。', size: 10 },
  {
    text: '- Switch off and unplug before cleaning; do not hose down models that are not water-resistant.',
    size: 10,
  },
  { text: '· 计量器具须按当地规定定期检定。', size: 10 },
  { text: '- Have the instrument verified periodically as local rules require.', size: 10 },
];

export function manualDocument(manual: SpecSheet): PdfDocument {
  const products = manual.productSlugs.map((slug) => productBySlug(PRODUCTS, slug));
  return {
    title: manual.title.ch,
    lines: [
      { text: `${SITE_TITLE.ch} / ${SITE_TITLE.en}`, size: 10 },
      { text: manual.title.ch, size: 18, spaceBefore: 8 },
      { text: manual.title.en, size: 14 },
      { text: `Models: ${products.map((product) => product.model).join(', ')}`, size: 10, spaceBefore: 4 },
      ...products.flatMap(productLines),
      ...SAFETY_LINES,
    ],
  };
}

export function maintenancePdf(document: MaintenanceDocument): PdfDocument {
  return {
    title: document.title.ch,
    lines: [
      { text: `${SITE_TITLE.ch} / ${SITE_TITLE.en}`, size: 10 },
      { text: document.title.ch, size: 18, spaceBefore: 8 },
      { text: document.title.en, size: 14 },
      { text: document.summary.ch, spaceBefore: 6 },
      { text: document.summary.en },
      { text: '步骤 / Steps', size: 12, spaceBefore: 8 },
      ...document.steps.flatMap((step, index) => [
        { text: `${index + 1}. ${step.ch}`, size: 10, spaceBefore: 2 },
        { text: `   ${step.en}`, size: 10 },
      ]),
    ],
  };
}
