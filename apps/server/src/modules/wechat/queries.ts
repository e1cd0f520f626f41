// The wechat module's public read API: what other modules may read of WeChat identities (through
// this file, never wechat/repo.ts).
export { findMatching, type IdentityRow } from './repo.js';
