/**
 * The product's one name, in both languages (SPEC §9: "page title is product name plus title").
 * The public site's header and page titles and the console's sign-in page, header and tab titles
 * all show it; nothing else spells it.
 */
export const BRAND = { ch: '大华电子秤', en: 'Dahua Scales' } as const satisfies Record<'ch' | 'en', string>;
