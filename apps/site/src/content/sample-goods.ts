import type { Bilingual } from '../i18n/lang.js';
import { PAGING_DEMO } from './business-constants.js';

/** Sample PLU goods for the /classjijia paging demo and the PLU manager kit. */
export interface SampleGood {
  readonly plu: number;
  readonly name: Bilingual;
  /** Unit price in fen (integer money). */
  readonly unitPriceFen: number;
  readonly unit: Bilingual;
}

const GOODS: readonly Bilingual[] = [
  { ch: '苹果', en: 'Apples' },
  { ch: '香蕉', en: 'Bananas' },
  { ch: '橙子', en: 'Oranges' },
  { ch: '葡萄', en: 'Grapes' },
  { ch: '梨', en: 'Pears' },
  { ch: '西瓜', en: 'Watermelon' },
  { ch: '草莓', en: 'Strawberries' },
  { ch: '猕猴桃', en: 'Kiwi fruit' },
  { ch: '西红柿', en: 'Tomatoes' },
  { ch: '黄瓜', en: 'Cucumbers' },
  { ch: '土豆', en: 'Potatoes' },
  { ch: '胡萝卜', en: 'Carrots' },
  { ch: '青椒', en: 'Green peppers' },
  { ch: '西兰花', en: 'Broccoli' },
  { ch: '大白菜', en: 'Chinese cabbage' },
  { ch: '菠菜', en: 'Spinach' },
  { ch: '猪里脊', en: 'Pork tenderloin' },
  { ch: '牛腩', en: 'Beef brisket' },
  { ch: '鸡腿', en: 'Chicken legs' },
  { ch: '鲈鱼', en: 'Sea bass' },
  { ch: '大虾', en: 'Prawns' },
  { ch: '大米', en: 'Rice' },
  { ch: '红枣', en: 'Red dates' },
  { ch: '核桃', en: 'Walnuts' },
  { ch: '花生', en: 'Peanuts' },
];

const GRADES: readonly Bilingual[] = [
  { ch: '散装', en: 'loose' },
  { ch: '精选', en: 'select' },
  { ch: '有机', en: 'organic' },
  { ch: '特价', en: 'special offer' },
];

const UNIT_KG: Bilingual = { ch: '千克', en: 'kg' };

export const SAMPLE_GOODS: readonly SampleGood[] = Array.from({ length: PAGING_DEMO.total }, (_, index) => {
  const good = GOODS[index % GOODS.length] ?? { ch: '商品', en: 'Goods' };
  const grade = GRADES[Math.floor(index / GOODS.length) % GRADES.length] ?? { ch: '', en: '' };
  return {
    plu: index + 1,
    name: { ch: `${grade.ch}${good.ch}`, en: `${good.en} (${grade.en})` },
    unitPriceFen: 398 + ((index * 737) % 5600),
    unit: UNIT_KG,
  };
});
