import type { DiscountPeriod, WeighingMode } from '../schema/index.js';

/**
 * The demo company's fresh-food counter: fruit, vegetables, meat and deli, as a community shop
 * sells them. Prices are in fen per measure unit (weighed goods per kg); departments are
 * 1 fruit, 2 vegetables, 3 meat, 4 deli. Item codes are the department and the PLU number
 * (5 digits, all of which reach the printed barcode).
 */
export type DemoGoods = {
  plu: number;
  name: string;
  priceFen: number;
  mode: WeighingMode;
  unit?: string;
  tareGrams?: number;
  shelfLifeDays: number;
  department: 1 | 2 | 3 | 4;
  origin: string;
  traceCode?: string;
  discountPeriods?: DiscountPeriod[];
  description?: string;
};

const FRUIT: Omit<DemoGoods, 'department'>[] = [
  { plu: 1, name: '红富士苹果', priceFen: 1280, mode: 0, shelfLifeDays: 15, origin: '山东烟台' },
  { plu: 2, name: '阿克苏\n冰糖心苹果', priceFen: 1980, mode: 0, shelfLifeDays: 20, origin: '新疆阿克苏' },
  { plu: 3, name: '库尔勒香梨', priceFen: 1590, mode: 0, shelfLifeDays: 20, origin: '新疆库尔勒' },
  { plu: 4, name: '海南香蕉', priceFen: 690, mode: 0, shelfLifeDays: 5, origin: '海南乐东' },
  { plu: 5, name: '赣南脐橙', priceFen: 990, mode: 0, shelfLifeDays: 20, origin: '江西赣州' },
  { plu: 6, name: '砂糖橘', priceFen: 1190, mode: 0, shelfLifeDays: 10, origin: '广西桂林' },
  { plu: 7, name: '巨峰葡萄', priceFen: 1680, mode: 0, shelfLifeDays: 5, origin: '云南宾川' },
  { plu: 8, name: '麒麟西瓜', priceFen: 390, mode: 0, shelfLifeDays: 7, origin: '浙江温岭' },
  {
    plu: 9,
    name: '丹东草莓\n盒装 500 g',
    priceFen: 3980,
    mode: 1,
    unit: '盒',
    shelfLifeDays: 3,
    origin: '辽宁丹东',
  },
  { plu: 10, name: '猕猴桃', priceFen: 1580, mode: 0, shelfLifeDays: 10, origin: '陕西周至' },
  { plu: 11, name: '哈密瓜', priceFen: 890, mode: 0, shelfLifeDays: 10, origin: '新疆哈密' },
  { plu: 12, name: '台农芒果', priceFen: 1290, mode: 0, shelfLifeDays: 6, origin: '广西百色' },
  {
    plu: 13,
    name: '鲜切菠萝\n果切 1 份',
    priceFen: 1200,
    mode: 1,
    unit: '份',
    shelfLifeDays: 1,
    origin: '广东徐闻',
  },
  {
    plu: 14,
    name: '智利车厘子\nJJ 级 礼盒\n定重 1 kg',
    priceFen: 12800,
    mode: 2,
    unit: '盒',
    shelfLifeDays: 10,
    origin: '智利',
    traceCode: '33010620261101000014',
    description: '进口水果，整箱定重包装',
  },
  { plu: 15, name: '沃柑', priceFen: 980, mode: 0, shelfLifeDays: 15, origin: '广西武鸣' },
];

const VEGETABLES: Omit<DemoGoods, 'department'>[] = [
  { plu: 16, name: '西红柿', priceFen: 598, mode: 0, shelfLifeDays: 5, origin: '山东寿光' },
  { plu: 17, name: '黄瓜', priceFen: 498, mode: 0, shelfLifeDays: 4, origin: '山东寿光' },
  { plu: 18, name: '土豆', priceFen: 298, mode: 0, shelfLifeDays: 30, origin: '内蒙古乌兰察布' },
  { plu: 19, name: '大白菜', priceFen: 198, mode: 0, shelfLifeDays: 10, origin: '河北张家口' },
  { plu: 20, name: '西兰花', priceFen: 898, mode: 0, shelfLifeDays: 4, origin: '浙江台州' },
  { plu: 21, name: '长茄子', priceFen: 598, mode: 0, shelfLifeDays: 5, origin: '浙江杭州' },
  { plu: 22, name: '青椒', priceFen: 698, mode: 0, shelfLifeDays: 6, origin: '山东寿光' },
  { plu: 23, name: '胡萝卜', priceFen: 398, mode: 0, shelfLifeDays: 20, origin: '河北张家口' },
  { plu: 24, name: '菠菜', priceFen: 998, mode: 0, shelfLifeDays: 3, origin: '浙江杭州' },
  { plu: 25, name: '生姜', priceFen: 1598, mode: 0, shelfLifeDays: 30, origin: '山东莱芜' },
  {
    plu: 26,
    name: '有机生菜\n1 份',
    priceFen: 590,
    mode: 1,
    unit: '份',
    shelfLifeDays: 3,
    origin: '浙江湖州',
  },
  { plu: 27, name: '香菇', priceFen: 1680, mode: 0, shelfLifeDays: 5, origin: '浙江庆元' },
];

const TRACE_PREFIX = '330106202611200';

const MEAT: Omit<DemoGoods, 'department'>[] = (
  [
    { plu: 28, name: '冷鲜猪五花肉', priceFen: 2990, mode: 0, shelfLifeDays: 3, origin: '浙江金华' },
    { plu: 29, name: '冷鲜猪里脊', priceFen: 3280, mode: 0, shelfLifeDays: 3, origin: '浙江金华' },
    { plu: 30, name: '猪前腿肉', priceFen: 2580, mode: 0, shelfLifeDays: 3, origin: '浙江金华' },
    { plu: 31, name: '猪肋排', priceFen: 4580, mode: 0, shelfLifeDays: 3, origin: '浙江金华' },
    { plu: 32, name: '猪筒骨', priceFen: 1580, mode: 0, shelfLifeDays: 3, origin: '浙江金华' },
    { plu: 33, name: '冷鲜牛腱子', priceFen: 8980, mode: 0, shelfLifeDays: 4, origin: '内蒙古通辽' },
    { plu: 34, name: '牛腩', priceFen: 7680, mode: 0, shelfLifeDays: 4, origin: '内蒙古通辽' },
    { plu: 35, name: '羔羊排', priceFen: 8800, mode: 0, shelfLifeDays: 4, origin: '内蒙古锡林郭勒' },
    {
      plu: 36,
      name: '三黄鸡\n整只',
      priceFen: 4580,
      mode: 1,
      unit: '只',
      shelfLifeDays: 2,
      origin: '浙江萧山',
    },
    { plu: 37, name: '鸡翅中', priceFen: 4980, mode: 0, shelfLifeDays: 3, origin: '山东诸城' },
    { plu: 38, name: '鸡腿', priceFen: 2380, mode: 0, shelfLifeDays: 3, origin: '山东诸城' },
    {
      plu: 39,
      name: '精选猪肉馅',
      priceFen: 2680,
      mode: 0,
      tareGrams: 12,
      shelfLifeDays: 2,
      origin: '浙江金华',
    },
    {
      plu: 40,
      name: '肥牛卷\n定重 500 g',
      priceFen: 4990,
      mode: 2,
      unit: '盒',
      tareGrams: 15,
      shelfLifeDays: 180,
      origin: '内蒙古通辽',
      description: '冷冻，-18 ℃ 保存',
    },
  ] satisfies Omit<DemoGoods, 'department'>[]
).map((item, index) => ({ ...item, traceCode: `${TRACE_PREFIX}${String(index + 1).padStart(5, '0')}` }));

/** Evening markdown of the day's deli: 20% off from 20:00. */
const EVENING: DiscountPeriod[] = [{ start: '20:00', end: '22:00', rate: 80 }];

const DELI: Omit<DemoGoods, 'department'>[] = [
  {
    plu: 41,
    name: '五香酱牛肉',
    priceFen: 12800,
    mode: 0,
    tareGrams: 10,
    shelfLifeDays: 2,
    origin: '浙江杭州',
  },
  {
    plu: 42,
    name: '卤猪蹄\n1 只',
    priceFen: 1500,
    mode: 1,
    unit: '个',
    shelfLifeDays: 2,
    origin: '浙江杭州',
  },
  {
    plu: 43,
    name: '南京盐水鸭',
    priceFen: 5980,
    mode: 0,
    tareGrams: 10,
    shelfLifeDays: 2,
    origin: '江苏南京',
  },
  {
    plu: 44,
    name: '白切鸡\n半只',
    priceFen: 3800,
    mode: 1,
    unit: '份',
    shelfLifeDays: 1,
    origin: '浙江杭州',
    discountPeriods: EVENING,
  },
  { plu: 45, name: '卤鸡爪', priceFen: 4800, mode: 0, tareGrams: 10, shelfLifeDays: 2, origin: '浙江杭州' },
  {
    plu: 46,
    name: '东坡肉\n1 份',
    priceFen: 2200,
    mode: 1,
    unit: '份',
    shelfLifeDays: 1,
    origin: '浙江杭州',
    discountPeriods: EVENING,
  },
  {
    plu: 47,
    name: '凉拌海带丝',
    priceFen: 1980,
    mode: 0,
    tareGrams: 10,
    shelfLifeDays: 1,
    origin: '山东荣成',
  },
  { plu: 48, name: '五香卤蛋', priceFen: 250, mode: 1, unit: '个', shelfLifeDays: 2, origin: '浙江杭州' },
  {
    plu: 49,
    name: '蜜汁叉烧',
    priceFen: 6800,
    mode: 0,
    tareGrams: 10,
    shelfLifeDays: 2,
    origin: '广东广州',
    discountPeriods: EVENING,
  },
  {
    plu: 50,
    name: '素什锦\n1 盒',
    priceFen: 1200,
    mode: 1,
    unit: '盒',
    shelfLifeDays: 1,
    origin: '浙江杭州',
  },
];

export const DEMO_GOODS: DemoGoods[] = [
  ...FRUIT.map((item) => ({ ...item, department: 1 as const })),
  ...VEGETABLES.map((item) => ({ ...item, department: 2 as const })),
  ...MEAT.map((item) => ({ ...item, department: 3 as const })),
  ...DELI.map((item) => ({ ...item, department: 4 as const })),
];

/** Item code: department digit and the 4-digit PLU number, e.g. 10001. */
export const itemCodeOf = (item: DemoGoods): string =>
  `${item.department}${String(item.plu).padStart(4, '0')}`;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export type DemoScale = {
  shop: string;
  scaleName: string;
  modelCode: string;
  desc: string;
  /** PLU numbers of the goods on the scale. */
  goods: number[];
  /** Hot keys by group, in key order from the group's first key (UP 1, DOWN after half the keys). */
  hotKeys: { UP: number[]; DOWN: number[] };
};

export const DEMO_SCALES: DemoScale[] = [
  {
    shop: '文三路生鲜店',
    scaleName: '水果秤 1 号',
    modelCode: 'TM-Aa',
    desc: '水果蔬菜区，入口左侧',
    goods: range(1, 27),
    hotKeys: { UP: range(1, 15), DOWN: [16, 17, 18, 19, 20, 22, 23, 24, 25, 27] },
  },
  {
    shop: '文三路生鲜店',
    scaleName: '肉类秤',
    modelCode: 'TM-Ab',
    desc: '冷鲜肉与熟食柜台',
    goods: range(28, 50),
    hotKeys: { UP: range(28, 39), DOWN: [41, 43, 45, 47, 49] },
  },
  {
    shop: '滨江星光店',
    scaleName: '称重台 A',
    modelCode: 'TM-P2',
    desc: '散装称重区，标签打印后到收银台结账',
    goods: range(1, 50),
    hotKeys: { UP: [1, 2, 3, 4, 5, 7, 8, 10], DOWN: [16, 17, 18, 28, 33, 41] },
  },
];
