import { i18n } from '../../i18n';
import { siteEn } from '../../i18n/locales/site.en';
import { siteZh } from '../../i18n/locales/site.zh';

/*
 * The site editor's texts (section `site`, both languages) come inside its own chunk and join the
 * one namespace when the chunk loads, before its pages render: unlike a page part of i18n/index.ts
 * (`loadPageTexts`), whose loader sits in every first view, nothing of them weighs on the signed-in
 * first view (the dashboard's ceiling). Both languages at once, so switching needs no load.
 */
i18n.addResourceBundle('ch', 'translation', { site: siteZh }, true, true);
i18n.addResourceBundle('en', 'translation', { site: siteEn }, true, true);
