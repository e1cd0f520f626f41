import { createHash } from 'node:crypto';

/*
 * What the server-rendered public pages share (the scale's page, a lot's trace page): escaping and
 * the hash that lets their one inline stylesheet through a script-free Content-Security-Policy.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and quoted attribute values. */
export function esc(text: string | number | null | undefined): string {
  return String(text ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** The CSP source of an inline stylesheet: `'sha256-…'`. */
export const styleSource = (css: string) =>
  `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
