import { lazy } from 'react';
import type { ConsoleRoute } from '../../routes/types';
import './siteTexts';

const SiteListPage = lazy(() => import('./SiteListPage'));
const SiteEditorPage = lazy(() => import('./SiteEditorPage'));

/**
 * The route table's one page for /admin/site and its editors: the list, or the editor of the item
 * the address names. One lazy import in the table (its preload list weighs on every signed-in first
 * view), the two pages each their own chunk behind it.
 */
export default function SitePage({ route }: { route: ConsoleRoute }) {
  return route.name === 'site' ? <SiteListPage route={route} /> : <SiteEditorPage route={route} />;
}
