import { describe, expect, it } from 'vitest';
import { change, compact, count, kg, oneLine, percent, quantity, unitPrice, yuan, yuanSign } from './sales';

describe('sales figures as people read them', () => {
  it('shows fen as yuan in 0,0.00', () => {
    expect(yuan(0)).toBe('0.00');
    expect(yuan(5)).toBe('0.05');
    expect(yuan(1280)).toBe('12.80');
    expect(yuan(123456)).toBe('1,234.56');
    expect(yuan(123456789012)).toBe('1,234,567,890.12');
    expect(yuan(-123456)).toBe('-1,234.56');
    expect(yuan(-5)).toBe('-0.05');
    expect(yuanSign(-250)).toBe('-¥2.50');
    expect(yuanSign(100000)).toBe('¥1,000.00');
  });

  it('shows grams as kg with three decimals', () => {
    expect(kg(0)).toBe('0.000');
    expect(kg(5)).toBe('0.005');
    expect(kg(1250)).toBe('1.250');
    expect(kg(1234567)).toBe('1,234.567');
    expect(kg(-1500)).toBe('-1.500');
  });

  it('shows what was sold by the weighing mode', () => {
    expect(quantity(1250, 0, 'kg')).toBe('1.250 kg');
    expect(quantity(500, 2, '盒')).toBe('0.500 kg');
    expect(quantity(3, 1, '个')).toBe('3 个');
    expect(quantity(1200, 1, '')).toBe('1,200');
    expect(unitPrice(1280, 0, 'kg')).toBe('12.80/kg');
    expect(unitPrice(350, 1, '个')).toBe('3.50/个');
    expect(count(1234567)).toBe('1,234,567');
  });

  it('compares with a period before', () => {
    expect(change(112, 100)).toBeCloseTo(0.12);
    expect(change(5, 0)).toBeNull();
    expect(percent(0.125)).toBe('+12.5%');
    expect(percent(-0.03)).toBe('-3.0%');
    expect(percent(0)).toBe('0.0%');
    expect(percent(-0.0001)).toBe('0.0%');
    expect(percent(null)).toBe('—');
    expect(percent(0.5, false)).toBe('50.0%');
  });
});

describe('chart axes and names', () => {
  it('shortens large axis figures in each language', () => {
    expect(compact(5000, 'ch')).toBe('5,000');
    expect(compact(15_000, 'ch')).toBe('1.5万');
    expect(compact(250_000_000, 'ch')).toBe('2.5亿');
    expect(compact(15_000, 'en')).toBe('15k');
    expect(compact(2_500_000, 'en')).toBe('2.5M');
    expect(compact(0.75, 'en')).toBe('0.75');
    expect(compact(-20_000, 'en')).toBe('-20k');
  });

  it('puts a multi-line goods name on one line', () => {
    expect(oneLine('阿克苏\n冰糖心苹果')).toBe('阿克苏 冰糖心苹果');
    expect(oneLine('苹果')).toBe('苹果');
  });
});
