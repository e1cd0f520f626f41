import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, goods } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: object, lang = 'zh') =>
  t.app.inject({
    method,
    url,
    headers: { ...tokenHeader(token), lang },
    ...(payload ? { payload } : {}),
  });

async function company() {
  const owner = await buildUser(t.ctx);
  const row = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  return { id: row.id, token: await signIn(t.app, owner.username!, owner.password) };
}

// 8×17 + 5×37 + 50×17 = 1171 kJ from the macros.
const nutrition = {
  energy_kj: 1170,
  protein_g: 8,
  fat_g: 5,
  saturated_fat_g: 2,
  carbohydrate_g: 50,
  sugars_g: 6,
  sodium_mg: 400,
};
const bread = {
  plu_number: 601,
  item_code: '9600601',
  name: '全麦面包',
  unit_price: 1500,
  shelf_life: 3,
  ingredients: [
    { zh: '小麦粉', en: 'wheat flour', allergen: 'gluten' },
    { zh: '鸡蛋', en: 'eggs', allergen: 'eggs' },
    { zh: '白砂糖', en: 'sugar', allergen: null },
  ],
  allergens: ['gluten', 'eggs'],
  may_contain: ['sesame'],
  nutrition,
  storage: '常温避光保存',
  storage_en: 'Store cool and dry',
  date_type: 'best_before',
  producer: '示例食品有限公司',
};

describe('a goods item’s food declaration', () => {
  it('is stored and answered whole; a complete one has no gaps', async () => {
    const c = await company();
    const made = await call('POST', '/api/management/goods', c.token, bread);
    expect(made.statusCode).toBe(200);
    const item = made.json().data;
    expect(item).toMatchObject({ ...bread, declaration_gaps: [] });
    const one = (await call('GET', `/api/management/goods/${item.id}`, c.token)).json().data;
    expect(one.ingredients).toEqual(bread.ingredients);
    expect(one.declaration_gaps).toEqual([]);
  });

  it('answers what an undeclared item lacks, and lists only incomplete ones when asked', async () => {
    const c = await company();
    await call('POST', '/api/management/goods', c.token, bread);
    const plain = await call('POST', '/api/management/goods', c.token, {
      plu_number: 602,
      item_code: '9600602',
      name: '苹果',
      unit_price: 800,
      allergens: [],
    });
    expect(plain.json().data.declaration_gaps).toEqual(['ingredients', 'nutrition', 'date_type', 'producer']);
    const all = (await call('GET', '/api/management/goods', c.token)).json().data;
    expect(all.meta.total).toBe(2);
    const incomplete = (await call('GET', '/api/management/goods?declaration=incomplete', c.token)).json()
      .data;
    expect(incomplete.list.map((g: { plu_number: number }) => g.plu_number)).toEqual([602]);
    expect(incomplete.meta.total).toBe(1);
  });

  it('refuses energy off the macros, saturates above fat and sugars above carbohydrate, naming the field', async () => {
    const c = await company();
    const cases: [object, string, string][] = [
      [{ energy_kj: 1400 }, 'nutrition.energy_kj', 'the energy is more than 10% off'],
      [{ saturated_fat_g: 6 }, 'nutrition.saturated_fat_g', 'saturates cannot exceed fat'],
      [{ sugars_g: 51 }, 'nutrition.sugars_g', 'sugars cannot exceed carbohydrate'],
    ];
    for (const [change, field, message] of cases) {
      const refused = await call(
        'POST',
        '/api/management/goods',
        c.token,
        { ...bread, nutrition: { ...nutrition, ...change } },
        'en',
      );
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().data.fields).toHaveLength(1);
      expect(refused.json().data.fields[0].field).toBe(field);
      expect(refused.json().data.fields[0].message).toContain(message);
    }
    // Within 10% is accepted (1171 × 1.1 ≈ 1288).
    const near = await call('POST', '/api/management/goods', c.token, {
      ...bread,
      nutrition: { ...nutrition, energy_kj: 1280 },
    });
    expect(near.statusCode).toBe(200);
  });

  it('refuses an allergen marked on an ingredient but not declared, in the caller’s language', async () => {
    const c = await company();
    const refused = await call('POST', '/api/management/goods', c.token, { ...bread, allergens: ['gluten'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields).toEqual([
      { field: 'ingredients.1.allergen', message: '配料中标为致敏物的类别必须在致敏物声明中列出' },
    ]);
    // Not declared at all (null) while an ingredient is marked: refused too.
    const undeclared = await call(
      'POST',
      '/api/management/goods',
      c.token,
      { ...bread, allergens: null },
      'en',
    );
    expect(undeclared.json().data.fields.map((f: { field: string }) => f.field)).toEqual([
      'ingredients.0.allergen',
      'ingredients.1.allergen',
    ]);
    expect(undeclared.json().data.fields[0].message).toBe(
      'an allergen marked in the ingredients must be in the allergen declaration',
    );
    const rows = await t.ctx.db.select().from(goods).where(eq(goods.companyId, c.id));
    expect(rows).toHaveLength(0);
  });

  it('judges an edit as it will be stored: dropping a declared allergen an ingredient uses is refused', async () => {
    const c = await company();
    const item = (await call('POST', '/api/management/goods', c.token, bread)).json().data;
    const refused = await call('PUT', `/api/management/goods/${item.id}`, c.token, { allergens: ['gluten'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields[0].field).toBe('ingredients.1.allergen');
    const stored = (await call('GET', `/api/management/goods/${item.id}`, c.token)).json().data;
    expect(stored.allergens).toEqual(['gluten', 'eggs']);
    // Editing only the nutrition to break the macros is judged with the stored table's other rules.
    const badFat = await call('PUT', `/api/management/goods/${item.id}`, c.token, {
      nutrition: { ...nutrition, saturated_fat_g: 9 },
    });
    expect(badFat.json().data.fields.map((f: { field: string }) => f.field)).toContain(
      'nutrition.saturated_fat_g',
    );
    // Dropping the ingredient and the allergen together is fine.
    const both = await call('PUT', `/api/management/goods/${item.id}`, c.token, {
      ingredients: [bread.ingredients[0], bread.ingredients[2]],
      allergens: ['gluten'],
    });
    expect(both.statusCode).toBe(200);
    expect(both.json().data.allergens).toEqual(['gluten']);
  });

  it('keeps the declaration (and every other field) when an edit does not name it', async () => {
    const c = await company();
    const item = (await call('POST', '/api/management/goods', c.token, bread)).json().data;
    const edited = await call('PUT', `/api/management/goods/${item.id}`, c.token, { unit_price: 1680 });
    expect(edited.statusCode).toBe(200);
    const { last_modified_time: _a, ...after } = edited.json().data;
    const { last_modified_time: _b, ...before } = item;
    expect(after).toEqual({ ...before, unit_price: 1680 });
    // null and [] are values an edit can set: "not declared" and "declares none".
    const none = await call('PUT', `/api/management/goods/${item.id}`, c.token, {
      ingredients: [],
      allergens: [],
      nutrition: null,
    });
    expect(none.json().data).toMatchObject({
      allergens: [],
      nutrition: null,
      shelf_life: 3,
      producer: bread.producer,
    });
    expect(none.json().data.declaration_gaps).toEqual(['ingredients', 'nutrition']);
    const undeclared = await call('PUT', `/api/management/goods/${item.id}`, c.token, { allergens: null });
    expect(undeclared.json().data.declaration_gaps).toEqual(['ingredients', 'allergens', 'nutrition']);
  });

  it('refuses numbers out of range and unknown allergen codes through the schema', async () => {
    const c = await company();
    const cases: [object, string][] = [
      [{ nutrition: { ...nutrition, energy_kj: 3900 } }, 'nutrition.energy_kj'],
      [{ nutrition: { ...nutrition, protein_g: -1 } }, 'nutrition.protein_g'],
      [{ allergens: ['gluten', 'eggs', 'gluten'] }, 'allergens'],
      [{ allergens: ['pollen'] }, 'allergens.0'],
      [{ ingredients: [{ zh: ' ', en: 'x', allergen: null }] }, 'ingredients.0.zh'],
      [{ date_type: 'sell_by' }, 'date_type'],
    ];
    for (const [change, field] of cases) {
      const refused = await call('POST', '/api/management/goods', c.token, { ...bread, ...change });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().data.fields[0].field, JSON.stringify(change)).toBe(field);
    }
  });

  it('is written by owners and managers only, and another company sees 404', async () => {
    const c = await company();
    const item = (await call('POST', '/api/management/goods', c.token, bread)).json().data;
    const clerk = await buildUser(t.ctx);
    await t.ctx.db.insert(companyMembers).values({ companyId: c.id, userId: clerk.id, joinType: 'USER' });
    const clerkToken = await signIn(t.app, clerk.username!, clerk.password);
    expect(
      (
        await call('PUT', `/api/management/goods/${item.id}`, clerkToken, {
          allergens: ['gluten', 'eggs', 'milk'],
        })
      ).statusCode,
    ).toBe(403);
    const other = await company();
    expect((await call('GET', `/api/management/goods/${item.id}`, other.token)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/management/goods/${item.id}`, other.token, { allergens: [] })).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', '/api/management/goods?declaration=incomplete', other.token)).json().data.meta.total,
    ).toBe(0);
  });

  it('takes two edits of the declaration at once without a failure; one of them is stored whole', async () => {
    const c = await company();
    const item = (await call('POST', '/api/management/goods', c.token, bread)).json().data;
    const a = { allergens: ['gluten', 'eggs', 'milk'], producer: 'A' };
    const b = { allergens: ['gluten', 'eggs', 'soybeans'], producer: 'B' };
    const answers = await Promise.all([
      call('PUT', `/api/management/goods/${item.id}`, c.token, a),
      call('PUT', `/api/management/goods/${item.id}`, c.token, b),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const stored = (await call('GET', `/api/management/goods/${item.id}`, c.token)).json().data;
    expect([a, b]).toContainEqual({ allergens: stored.allergens, producer: stored.producer });
  });
});
