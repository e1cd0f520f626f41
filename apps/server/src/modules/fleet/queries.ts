/**
 * What other modules may read of the fleet (issue 27 §1): the read-side rules of a scale's row. The
 * inspector's console and scale pages ask the HTTP API; nothing else reads fleet rows yet.
 */
export { FLEET_ONLINE_SECONDS } from '@dahua/shared/contracts/fleet';
export { runUnreachableCheck } from './unreachable.js';
