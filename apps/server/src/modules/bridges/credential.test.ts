import { describe, expect, it } from 'vitest';
import { newToken } from '../../lib/token.js';
import { formatBridgeCredential, parseBridgeCredential } from './credential.js';

describe('bridge-scoped device credentials', () => {
  it('round-trips a scale id and a bridge token (whose base64url may hold underscores)', () => {
    for (const token of [newToken(), 'abc_def-ghi_jkl_mno', `_${newToken()}`]) {
      const credential = formatBridgeCredential(42, token);
      expect(credential).toBe(`bs_42_${token}`);
      expect(parseBridgeCredential(credential)).toEqual({ scaleId: 42, bridgeToken: token });
    }
  });

  it('refuses what is not one: a plain credential, no id, a zero or too large id, a short token', () => {
    for (const text of [
      newToken(),
      'bs__abcdefghijklmnopqrst',
      'bs_0_abcdefghijklmnopqrst',
      'bs_01_abcdefghijklmnopqrst',
      'bs_2147483648_abcdefghijklmnopqrst',
      'bs_12_short',
      'bs_12_abcdefghijklmnop qrst',
      'BS_12_abcdefghijklmnopqrst',
    ])
      expect(parseBridgeCredential(text), text).toBeNull();
  });
});
