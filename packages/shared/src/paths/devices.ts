import { get, post } from './route.js';

/**
 * The device API (issue 17 §3): what a scale should hold and what changed, called by the shop
 * bridge with the scale's device credential (`Authorization: Bearer`); and the console's rotation
 * of that credential.
 */
export const devicesPaths = {
  /** Everything the scale should hold now, each part with its version, and the overall version. */
  state: get('/api/devices/state'),
  /** What changed since a version (long-polls with `wait`). */
  changes: get('/api/devices/changes'),
  /** The bridge reports the scale's sync state, push progress, last error and firmware. */
  status: post('/api/devices/status'),
  /**
   * The bridge reports a read-back audit (issue 25 §4): how many PLUs it read back from the scale,
   * how many matched, and each differing PLU with its fields side by side. Answers whether to repair.
   */
  audit: post('/api/devices/audits'),
  /** Asks the scale's bridge to read every PLU back and compare now ("verify now"). */
  requestVerify: post('/api/management/scales/:id/verify'),
  /** A new device credential for a scale (answered once); the old one stops working at once. */
  rotateCredential: post('/api/management/scales/:id/credential'),
  /** Asks the scale's bridge to push now (`full`: clear the scale and send everything). */
  requestSync: post('/api/management/scales/:id/sync'),
  /** The scale's sync state and what the codec refuses to send it (named by field, with why). */
  report: get('/api/management/scales/:id/device'),
  /** Which scales hold a goods item and which of them acknowledged its latest change. */
  goodsSync: get('/api/management/goods/:id/sync'),
};
