/** The two languages of the product; `ch` is the default, as in the console's `lange` setting. */
export type Lang = 'ch' | 'en';

export type Bilingual = Record<Lang, string>;

/** Fills `{name}` placeholders. */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}
