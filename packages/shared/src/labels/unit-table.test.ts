import { describe, expect, it } from 'vitest';
import { fitField, type UnitRow } from './unit-table.js';

const row = (over: Partial<UnitRow>): UnitRow => ({
  unitNo: 1,
  unitItem: 'name',
  itemLength: 8,
  cutStyle: 0,
  startIndex: 0,
  addCharacter: '',
  ...over,
});

describe('fitField', () => {
  it('cuts on the right, keeping the start (style 0)', () => {
    expect(fitField('ABCDEFGHIJ', row({ cutStyle: 0 }))).toBe('ABCDEFGH');
  });
  it('cuts in the middle, keeping both ends (style 1)', () => {
    expect(fitField('ABCDEFGHIJ', row({ cutStyle: 1 }))).toBe('ABCDGHIJ');
    expect(fitField('ABCDEFGHIJ', row({ cutStyle: 1, itemLength: 7 }))).toBe('ABCDHIJ');
  });
  it('cuts on the left, keeping the end (style 2)', () => {
    expect(fitField('ABCDEFGHIJ', row({ cutStyle: 2 }))).toBe('CDEFGHIJ');
  });
  it('counts a Chinese character as two columns and never splits one', () => {
    expect(fitField('红富士苹果', row({ itemLength: 5 }))).toBe('红富');
    expect(fitField('红富士苹果', row({ itemLength: 5, cutStyle: 2 }))).toBe('苹果');
    expect(fitField('红富士苹果', row({ itemLength: 6, cutStyle: 1 }))).toBe('红苹果');
  });
  it('skips startIndex columns first', () => {
    expect(fitField('2026-11-22', row({ startIndex: 2, itemLength: 8 }))).toBe('26-11-22');
    expect(fitField('红富士', row({ startIndex: 2, itemLength: 8 }))).toBe('富士');
  });
  it('pads a short value on the free side of its cut style', () => {
    expect(fitField('12.5', row({ addCharacter: ' ', cutStyle: 0 }))).toBe('12.5    ');
    expect(fitField('12.5', row({ addCharacter: '0', cutStyle: 2 }))).toBe('000012.5');
    expect(fitField('12.5', row({ addCharacter: '*', cutStyle: 1 }))).toBe('**12.5**');
    expect(fitField('12.5', row({ addCharacter: '*', cutStyle: 1, itemLength: 7 }))).toBe('*12.5**');
  });
  it('pads with a wide character only as far as whole ones fit', () => {
    expect(fitField('AB', row({ addCharacter: '－', itemLength: 7 }))).toBe('AB－－');
  });
  it('leaves a value that fits unpadded without an add character, and handles empty fields', () => {
    expect(fitField('ABC', row({}))).toBe('ABC');
    expect(fitField('', row({ addCharacter: '-', itemLength: 3 }))).toBe('---');
    expect(fitField('ABC', row({ itemLength: 0 }))).toBe('');
  });
});
