import { EncodeError } from './errors.js';
import { bodyAfter, FieldReader, fixed } from './fields.js';

/*
 * `!0O` system parameters: 24 two-digit fields (the translated document's table; it calls the
 * command `!0O` and its first field the scale number, and scale-protocol.md writes the command as
 * `!0O01…` with the reply `0o01`). Field names follow that table. Uncertain: the third field, which
 * the translator calls "discount application" while scale-protocol.md lists a shop number among the
 * parameters and both of its examples carry 03 there (the shop of the `!0V` worked example); and
 * whether the reply echoes the scale number (`0o01`) or a fixed `01` (they agree for scale 01).
 */
export const SYSTEM_PARAMETER_FIELDS = [
  'scaleNumber',
  'printDensity',
  'shopOrDiscountApplication',
  'roundingTolerance',
  'barcodeType',
  'barcodeFormat',
  'bitRounding',
  'dateFormat',
  'netWeightUnit',
  'unitPriceUnit',
  'cashDrawer',
  'rangeSelection',
  'printAtZero',
  'barcodeOnContinuousPaper',
  'amountPrecision',
  'headerFont1',
  'headerFont2',
  'headerFont3',
  'headerFont4',
  'footerFont1',
  'footerFont2',
  'footerFont3',
  'footerFont4',
  'mainTextFont',
] as const;
export type SystemParameterField = (typeof SYSTEM_PARAMETER_FIELDS)[number];
export type SystemParameters = Record<SystemParameterField, number>;

function fromDigits(digits: string): SystemParameters {
  return Object.fromEntries(
    SYSTEM_PARAMETER_FIELDS.map((name, i) => [name, Number(digits.slice(i * 2, i * 2 + 2))]),
  ) as SystemParameters;
}

/**
 * The two public examples (scale-protocol.md): 13-digit barcodes (`FFWWWWWEEEEEC`-style) and 18-digit
 * barcodes carrying weight and price. They differ only in barcodeType/barcodeFormat (05/02 and 07/01).
 */
export const SYSTEM_PARAMETERS_13_DIGIT: Readonly<SystemParameters> = Object.freeze(
  fromDigits('010503000502000100000100010001000000000000000001'),
);
export const SYSTEM_PARAMETERS_18_DIGIT: Readonly<SystemParameters> = Object.freeze(
  fromDigits('010503000701000100000100010001000000000000000001'),
);

export function encodeSystemParameters(params: SystemParameters): string {
  if (params === null || typeof params !== 'object')
    throw new EncodeError('systemParameters', 'must be an object');
  const extra = Object.keys(params).filter(
    (key) => !(SYSTEM_PARAMETER_FIELDS as readonly string[]).includes(key),
  );
  if (extra.length > 0) throw new EncodeError(`systemParameters.${extra[0]}`, 'is not a system parameter');
  return `!0O${SYSTEM_PARAMETER_FIELDS.map((name) => fixed(`systemParameters.${name}`, params[name], 2)).join('')}`;
}

export function decodeSystemParameters(line: string): SystemParameters {
  const r = new FieldReader(bodyAfter(line, '!0O', 'systemParameters'), 'systemParameters');
  const params = Object.fromEntries(SYSTEM_PARAMETER_FIELDS.map((name) => [name, r.int(name, 2)]));
  r.end();
  return params as SystemParameters;
}

/** The ack: `0o` and the first field as sent (`0o01`). */
export function systemParametersAck(params: Pick<SystemParameters, 'scaleNumber'>): string {
  return `0o${fixed('systemParameters.scaleNumber', params.scaleNumber, 2)}`;
}
