import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { EQUIPMENT_GALLERY, HONOURS_GALLERY } from '../content/galleries.js';
import { MAINTENANCE_DOCUMENTS } from '../content/maintenance-documents.js';
import { PRODUCTS } from '../content/products/index.js';
import { pick } from '../i18n/lang.js';
import {
  CertificateIllustration,
  DocumentIllustration,
  EquipmentIllustration,
  FaviconIllustration,
} from './gallery-illustrations.js';
import { galleryImagePath, productImagePath } from './image-paths.js';
import { ProductIllustration } from './product-illustrations.js';

export interface ImageFile {
  /** Public path, e.g. /assets/img/products/tm-ab.svg. */
  readonly path: string;
  readonly svg: string;
}

export const FAVICON_PATH = '/assets/favicon.svg';

function toSvg(element: ReactElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${renderToStaticMarkup(element)}\n`;
}

/** Every drawn image of the site: products, equipment, honours, document covers, favicon. */
export function listImageFiles(): ImageFile[] {
  return [
    { path: FAVICON_PATH, svg: toSvg(<FaviconIllustration />) },
    ...PRODUCTS.map((product) => ({
      path: productImagePath(product.slug),
      svg: toSvg(<ProductIllustration family={product.family} model={product.model} />),
    })),
    ...EQUIPMENT_GALLERY.map((item, index) => ({
      path: galleryImagePath('equipment', item.id),
      svg: toSvg(<EquipmentIllustration index={index} title={pick(item.title, 'ch')} />),
    })),
    ...HONOURS_GALLERY.map((item) => ({
      path: galleryImagePath('honours', item.id),
      svg: toSvg(<CertificateIllustration title={pick(item.title, 'ch')} />),
    })),
    ...MAINTENANCE_DOCUMENTS.map((document, index) => ({
      path: galleryImagePath('documents', document.id),
      svg: toSvg(<DocumentIllustration title={pick(document.title, 'ch')} number={index + 1} />),
    })),
  ];
}
