/**
 * A bridge-scoped device credential (issue 25): `bs_<scaleId>_<bridgeToken>`. The bridge's config
 * hands one per scale of its shop; the server keeps no copy (it knows the bridge token only as its
 * SHA-256), so it is valid exactly while the bridge is paired and the scale is in the bridge's shop.
 */
const PATTERN = /^bs_([1-9]\d{0,9})_([A-Za-z0-9_-]{16,80})$/;

export function formatBridgeCredential(scaleId: number, bridgeToken: string): string {
  return `bs_${scaleId}_${bridgeToken}`;
}

/** The scale id and bridge token of a bridge-scoped credential, or null when it is not one. */
export function parseBridgeCredential(credential: string): { scaleId: number; bridgeToken: string } | null {
  const match = PATTERN.exec(credential);
  if (!match) return null;
  const scaleId = Number(match[1]);
  if (scaleId > 2_147_483_647) return null;
  return { scaleId, bridgeToken: match[2] as string };
}
