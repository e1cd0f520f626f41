// The wechat module's public read API: what other modules may read of WeChat identities (through
// this file, never wechat/repo.ts).

/** The payer's openid from an official-account OAuth code (the payment page, issue 31). */
export { exchangeCode, type WechatIdentity } from './client.js';
export { findMatching, type IdentityRow } from './repo.js';
