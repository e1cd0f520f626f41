/** The bridge's version (apps/bridge/package.json says the same; a unit test checks). */
export const BRIDGE_VERSION = '0.2.0';

/**
 * The server `dahua-bridge pair CODE` uses when none is given (`--server`, DAHUA_BRIDGE_SERVER):
 * baked in by the packaging build (esbuild `define`), else empty.
 */
export const DEFAULT_SERVER: string = process.env.DAHUA_BRIDGE_DEFAULT_SERVER ?? '';
