import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const LAZY_PAGINATION = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/components/LazyPagination.tsx',
);
const ANTD_LIST = /[\\/]node_modules[\\/]antd[\\/]es[\\/]list[\\/]index\.js$/;

/** antd's List gets its Pagination through src/components/LazyPagination.tsx (which says why). */
export const lazyListPagination: Plugin = {
  name: 'lazy-list-pagination',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === '../pagination' && importer && ANTD_LIST.test(importer)) return LAZY_PAGINATION;
    return null;
  },
};
