import { del, get, post } from './route.js';

/**
 * Shop bridges (issue 17 §3–§5): the program on a shop's LAN that holds the TCP sessions to its
 * scales. The console issues a one-time pairing code for a shop; the bridge pairs with it once and
 * receives the credentials of that shop's scales; afterwards it reports itself with its own token.
 */
export const bridgesPaths = {
  /** A one-time pairing code for the shop (valid 30 minutes), shown once. */
  pairingCode: post('/api/management/shops/:id/bridge-code'),
  /** The shop's bridges: online, version, last seen, the scales each drives. */
  list: get('/api/management/shops/:id/bridges'),
  /** Unpairs a bridge: its token stops working at once (the scales' credentials are not changed). */
  remove: del('/api/management/bridges/:id'),
  /** A bridge pairs with a code (public, rate-limited): its token and its shop's scales' credentials. */
  pair: post('/api/bridges/pair'),
  /** A paired bridge says it is alive (Authorization: Bearer <bridge token>). */
  heartbeat: post('/api/bridges/heartbeat'),
  /**
   * What a paired bridge drives (issue 25 §1): its shop and the shop's scales with their LAN
   * addresses and credentials. With `since` (a config_version) and `wait`, long-polls until it changes.
   */
  config: get('/api/bridges/config'),
  /** A paired bridge adds a scale it found on the LAN to its shop (the status page's "find scales"). */
  addScale: post('/api/bridges/scales'),
  /** The bridge's single-file downloads, one per platform, newest version (the shop page's card). */
  downloads: get('/api/bridges/downloads'),
};
