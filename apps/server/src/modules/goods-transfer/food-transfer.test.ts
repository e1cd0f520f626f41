import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { multipartBody } from '../../test/multipart.js';
import { readIngredients, splitList } from './food-cells.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function company() {
  const owner = await buildUser(t.ctx);
  const row = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  return { id: row.id, token: await signIn(t.app, owner.username!, owner.password) };
}
const create = (token: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/management/goods', headers: tokenHeader(token), payload: body });
const exported = (token: string, format: string, lang: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/management/goods/export?format=${format}`,
    headers: { ...tokenHeader(token), lang },
  });
function upload(token: string, data: Buffer | string, filename = 'goods.csv', lang = 'en') {
  const { payload, headers } = multipartBody([{ name: 'file', filename, data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/management/goods/import',
    headers: { ...headers, ...tokenHeader(token), lang },
    payload,
  });
}
const rowsOf = async (companyId: number) =>
  (await t.ctx.db.select().from(goods).where(eq(goods.companyId, companyId)).orderBy(goods.pluNumber)).map(
    ({ lastModifiedTime: _l, ...row }) => row,
  );

const nutrition = {
  energy_kj: 1170,
  protein_g: 8,
  fat_g: 5,
  saturated_fat_g: 2.1,
  carbohydrate_g: 50,
  sugars_g: 6.5,
  sodium_mg: 400,
};

async function declared() {
  const c = await company();
  await create(c.token, {
    plu_number: 601,
    item_code: '9600601',
    name: '全麦面包',
    unit_price: 1500,
    ingredients: [
      { zh: '小麦粉', en: 'wheat flour', allergen: 'gluten' },
      { zh: '植物油（大豆油、菜籽油）', en: 'vegetable oil (soy, rapeseed)', allergen: 'soybeans' },
      { zh: '鸡蛋', en: '', allergen: 'eggs' },
      { zh: '白砂糖', en: 'sugar', allergen: null },
    ],
    allergens: ['gluten', 'soybeans', 'eggs'],
    may_contain: ['sesame', 'nuts'],
    nutrition,
    storage: '常温避光',
    storage_en: 'Keep cool and dry',
    date_type: 'best_before',
    producer: '示例食品有限公司，上海市',
  });
  // Declares none; no table; use by.
  await create(c.token, {
    plu_number: 602,
    item_code: '9600602',
    name: '鲜切西瓜',
    unit_price: 600,
    ingredients: [{ zh: '西瓜', en: 'watermelon', allergen: null }],
    allergens: [],
    date_type: 'use_by',
  });
  // Nothing declared.
  await create(c.token, { plu_number: 603, item_code: '9600603', name: '苹果', unit_price: 800 });
  return c;
}

describe('goods export and import with the food declaration', () => {
  it.each([
    ['csv', 'ch'],
    ['csv', 'en'],
    ['xlsx', 'ch'],
    ['xlsx', 'en'],
  ])('round-trips exactly through %s headed in %s', async (format, lang) => {
    const c = await declared();
    const before = await rowsOf(c.id);
    const file = await exported(c.token, format, lang);
    expect(file.statusCode).toBe(200);
    const again = await upload(c.token, file.rawPayload, `goods.${format}`, lang);
    expect(again.json().data).toMatchObject({ created: 0, updated: 3, committed: true, errors: [] });
    expect(await rowsOf(c.id)).toEqual(before);
    // Imported into another company, the same declarations are created.
    const other = await company();
    const copied = await upload(other.token, file.rawPayload, `goods.${format}`, lang);
    expect(copied.json().data).toMatchObject({ created: 3, errors: [] });
    expect((await rowsOf(other.id)).map(({ id: _i, companyId: _c, createdTime: _t, ...r }) => r)).toEqual(
      before.map(({ id: _i, companyId: _c, createdTime: _t, ...r }) => r),
    );
  });

  it('writes the declaration as people read it: ingredients with marks, names, words for the date', async () => {
    const c = await declared();
    const text = (await exported(c.token, 'csv', 'ch')).rawPayload.toString('utf8');
    const [head, bread, melon, apple] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(head).toContain('配料,配料（英文）,致敏物,可能含有,能量（kJ/100g）');
    expect(bread).toContain('小麦粉[gluten]、植物油（大豆油、菜籽油）[soybeans]、鸡蛋[eggs]、白砂糖');
    expect(bread).toContain('"wheat flour, vegetable oil (soy, rapeseed), , sugar"');
    expect(bread).toContain('麸质、大豆、蛋,芝麻、坚果,1170,8,5,2.1,50,6.5,400');
    expect(bread).toContain('最佳食用日期');
    expect(melon).toContain(',无,,,,,,,,,');
    expect(melon).toContain('保质期至');
    expect(apple).toMatch(/,,,,,,,,,,,,,,,$/);
  });

  it('reads names, codes, "none" and either language’s date words', async () => {
    const c = await company();
    const head = 'PLU number,Item code,Name,Unit price (yuan),Ingredients,Allergens,May contain,Date type';
    const rows = [
      '610,9600610,肠,30,猪肉、食盐、大豆蛋白[大豆],soy,芥末,保质期至',
      '611,9600611,沙拉,20,,none,,best before',
      '612,9600612,蛋糕,25,面粉【麸质】、牛奶[Milk (including lactose)],"gluten, milk",,best_before',
    ];
    const response = await upload(c.token, [head, ...rows].join('\r\n'));
    expect(response.json().data).toMatchObject({ created: 3, errors: [] });
    const stored = await rowsOf(c.id);
    expect(stored.map((r) => [r.ingredients, r.allergens, r.mayContain, r.dateType])).toEqual([
      [
        [
          { zh: '猪肉', en: '', allergen: null },
          { zh: '食盐', en: '', allergen: null },
          { zh: '大豆蛋白', en: '', allergen: 'soybeans' },
        ],
        ['soybeans'],
        ['mustard'],
        'use_by',
      ],
      [[], [], [], 'best_before'],
      [
        [
          { zh: '面粉', en: '', allergen: 'gluten' },
          { zh: '牛奶', en: '', allergen: 'milk' },
        ],
        ['gluten', 'milk'],
        [],
        'best_before',
      ],
    ]);
  });

  it('reports bad cells per row in the caller’s language and writes nothing', async () => {
    const c = await company();
    const head =
      'PLU number,Item code,Name,Unit price (yuan),Ingredients,Ingredients (English),Allergens,Energy (kJ/100 g),Protein (g/100 g),Fat (g/100 g),Saturates (g/100 g),Carbohydrate (g/100 g),Sugars (g/100 g),Sodium (mg/100 g),Date type';
    const rows = [
      '620,9600620,a,1,面粉[pollen],,gluten,,,,,,,,',
      '621,9600621,b,1,面粉,"flour, sugar",gluten,,,,,,,,',
      '622,9600622,c,1,,,花粉,,,,,,,,',
      '623,9600623,d,1,,,,1000,8,,2,50,6,400,',
      '624,9600624,e,1,,,,2000,8,5,2,50,6,400,',
      '625,9600625,f,1,面粉[gluten]、鸡蛋[eggs],,gluten,,,,,,,,',
      '626,9600626,g,1,,,,,,,,,,,sell by',
    ];
    const response = await upload(c.token, [head, ...rows].join('\r\n'));
    const report = response.json().data;
    expect(report).toMatchObject({ created: 0, committed: false });
    expect(report.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [2, 'Ingredients'],
      [3, 'Ingredients (English)'],
      [4, 'Allergens'],
      [5, 'Fat (g/100 g)'],
      [6, 'Energy (kJ/100 g)'],
      [7, 'Ingredients'],
      [8, 'Date type'],
    ]);
    const byRow = new Map(report.errors.map((e: { row: number; message: string }) => [e.row, e.message]));
    expect(byRow.get(6)).toContain('more than 10% off');
    expect(byRow.get(7)).toBe('an allergen marked in the ingredients must be in the allergen declaration');
    expect(await rowsOf(c.id)).toEqual([]);

    const zh = await upload(c.token, [head, rows[5]].join('\r\n'), 'goods.csv', 'ch');
    expect(zh.json().data.errors).toEqual([
      { row: 2, field: '配料', message: '配料中标为致敏物的类别必须在致敏物声明中列出' },
    ]);
  });

  it('judges a file lacking the allergens column with the stored declaration', async () => {
    const c = await declared();
    // Marking the sugar as milk while the stored declaration lacks milk is refused.
    const head = 'PLU number,Item code,Name,Unit price (yuan),Ingredients';
    const refused = await upload(c.token, `${head}\r\n601,9600601,全麦面包,15,小麦粉[gluten]、白砂糖[milk]`);
    expect(refused.json().data.errors).toHaveLength(1);
    const fine = await upload(c.token, `${head}\r\n601,9600601,全麦面包,15,小麦粉[gluten]、白砂糖`);
    expect(fine.json().data).toMatchObject({ updated: 1, errors: [] });
    const [bread] = await rowsOf(c.id);
    expect(bread!.allergens).toEqual(['gluten', 'soybeans', 'eggs']);
    expect(bread!.nutrition).toEqual(nutrition);
    expect(bread!.ingredients.map((i) => i.zh)).toEqual(['小麦粉', '白砂糖']);
  });

  it('says in the template what each declaration column holds', async () => {
    const c = await company();
    const file = await t.app.inject({
      method: 'GET',
      url: '/api/management/goods/import_template?format=xlsx',
      headers: { ...tokenHeader(c.token), lang: 'en' },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rules = new Map<string, string>();
    workbook.worksheets[1]!.eachRow((row) => {
      rules.set(String(row.getCell(1).value), String(row.getCell(2).value));
    });
    expect(rules.get('Ingredients')).toContain('小麦粉[gluten]');
    expect(rules.get('Allergens')).toContain('"none" declares none');
    expect(rules.get('Energy (kJ/100 g)')).toContain('within 10%');
    expect(rules.get('Date type')).toContain('best before');
  });
});

describe('food cells', () => {
  it('split lists outside brackets and keep positions', () => {
    expect(splitList('植物油（大豆油、菜籽油）、盐')).toEqual(['植物油（大豆油、菜籽油）', '盐']);
    expect(splitList('a, , b')).toEqual(['a', '', 'b']);
    expect(readIngredients('面粉[gluten]、盐', 'flour')).toEqual([
      { zh: '面粉', en: 'flour', allergen: 'gluten' },
      { zh: '盐', en: '', allergen: null },
    ]);
  });
});
