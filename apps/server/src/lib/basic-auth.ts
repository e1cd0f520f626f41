/**
 * Reads `Authorization: Basic base64(left:right)`. The password sign-in sends identifier:password;
 * every other call sends token:null (SPEC §7). Splits at the first colon: tokens and identifiers
 * never contain one, passwords may.
 */
export function parseBasicAuth(header: string | undefined): { left: string; right: string } | null {
  if (!header) return null;
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  // A NUL is no part of any token or identifier, and PostgreSQL refuses it in a query.
  if (colon < 0 || decoded.includes('\u0000')) return null;
  return { left: decoded.slice(0, colon), right: decoded.slice(colon + 1) };
}
