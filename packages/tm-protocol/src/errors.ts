/**
 * Why a value cannot be written to a scale, or why bytes from the wire are not a record. Both name
 * the field (`plu.unitPrice`, `hotKeys.plus[3]`, …) so a caller can tell a user what to fix.
 */
export class EncodeError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
    this.name = 'EncodeError';
  }
}

export class DecodeError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
    this.name = 'DecodeError';
  }
}
