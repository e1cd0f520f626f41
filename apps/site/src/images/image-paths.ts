/** Public URLs of the drawn images (written by the build under dist/assets/img). */
export function productImagePath(slug: string): string {
  return `/assets/img/products/${slug}.svg`;
}

export type GalleryName = 'equipment' | 'honours' | 'documents';

export function galleryImagePath(gallery: GalleryName, id: string): string {
  return `/assets/img/${gallery}/${id}.svg`;
}
