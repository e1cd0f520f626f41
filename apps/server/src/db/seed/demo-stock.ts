import { systemClock } from '@dahua/shared';
import { asc, eq } from 'drizzle-orm';
import type { Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../client.js';
import { goods, stockLocations } from '../schema/index.js';
import { balances, documents, posting, stocktakes, suppliers } from './door.js';

/**
 * 演示公司's stock, made through the stock services themselves (so it obeys every rule): two
 * suppliers, a received purchase order per shop, a transfer in transit, losses and a stocktake
 * being counted. The services only use ctx.db (here the seed's transaction) and ctx.clock.
 */
export async function seedDemoStock(tx: Executor, companyId: number, ownerId: number): Promise<void> {
  const ctx = { db: tx, clock: systemClock } as unknown as AppContext;
  const scope: Scope = { kind: 'company', userId: ownerId, companyId, role: 'OWNER' };
  const items = await tx
    .select()
    .from(goods)
    .where(eq(goods.companyId, companyId))
    .orderBy(asc(goods.pluNumber));
  const shopsOf = await tx
    .select()
    .from(stockLocations)
    .where(eq(stockLocations.companyId, companyId))
    .orderBy(asc(stockLocations.id));
  const [shop1, shop2] = shopsOf.map((l) => l.id) as [number, number];
  const byPlu = (plu: number) => items.find((g) => g.pluNumber === plu)!;
  // Cost about 60% of the shelf price; weighed goods in grams, counted goods in pieces.
  const line = (plu: number, kg: number) => {
    const item = byPlu(plu);
    const counted = item.weighingMode === 1;
    return {
      goods_id: item.id,
      quantity: counted ? Math.round(kg) : Math.round(kg * 1000),
      unit_cost: Math.round(item.unitPriceFen * 0.6),
    };
  };

  const fruit = await suppliers.createSupplier(ctx, scope, {
    name: '杭州果品批发市场',
    contact_person: '陈经理',
    phone_number: '13700000001',
    address: '杭州市余杭区勾庄果品批发市场 A 区 12 号',
    tax_number: '91330110MA2XXXXX01',
    bank_account: '中国农业银行杭州勾庄支行 6228 4800 0000 0001',
    payment_terms: '月结 30 天',
    notes: '水果每日早 6 点前送达',
    active: true,
  });
  const veg = await suppliers.createSupplier(ctx, scope, {
    name: '嘉兴南湖果蔬基地',
    contact_person: '周师傅',
    phone_number: '13700000002',
    address: '浙江省嘉兴市南湖区凤桥镇',
    tax_number: '',
    bank_account: '',
    payment_terms: '货到付款',
    notes: '',
    active: true,
  });

  for (const [location, supplier, lines] of [
    [shop1, fruit.id, [line(1, 50), line(3, 30), line(4, 40), line(5, 30)]],
    [shop2, veg.id, [line(11, 20), line(12, 25), line(13, 15), line(1, 20)]],
  ] as const) {
    const order = await documents.createDocument(ctx, scope, 'purchase_order', {
      location_id: location,
      supplier_id: supplier,
      notes: '',
      lines: [...lines],
    });
    await documents.act(ctx, scope, 'purchase_order', order.id, 'submit', async () => undefined);
    const receipt = await documents.createDocument(ctx, scope, 'receipt', {
      location_id: location,
      source_id: order.id,
      notes: '早班收货',
      lines: order.lines.map((l) => ({ goods_id: l.goods_id, quantity: l.quantity, lot: 'L20261122' })),
    });
    await documents.act(ctx, scope, 'receipt', receipt.id, 'post', (t, d) =>
      posting.postReceipt(t, scope, d),
    );
  }

  const transfer = await documents.createDocument(ctx, scope, 'transfer', {
    location_id: shop1,
    to_location_id: shop2,
    notes: '滨江店苹果补货',
    lines: [line(1, 10)],
  });
  await documents.act(ctx, scope, 'transfer', transfer.id, 'ship', (t, d) => posting.ship(t, scope, d));

  for (const [reason, plu, kg] of [
    ['expired', 4, 1.2],
    ['damaged', 3, 0.8],
  ] as const) {
    const loss = await documents.createDocument(ctx, scope, 'loss', {
      location_id: shop1,
      reason,
      notes: '',
      lines: [{ goods_id: byPlu(plu).id, quantity: Math.round(kg * 1000) }],
    });
    await documents.act(ctx, scope, 'loss', loss.id, 'post', (t, d) => posting.postLoss(t, scope, d));
  }

  await balances.setThreshold(ctx, scope, { location_id: shop1, goods_id: byPlu(1).id, threshold: 50_000 });

  const take = await stocktakes.startStocktake(ctx, scope, {
    location_id: shop2,
    notes: '月度盘点',
    goods_ids: [byPlu(11).id, byPlu(12).id, byPlu(13).id],
  });
  await stocktakes.addCounts(ctx, scope, take.id, [{ goods_id: byPlu(11).id, quantity: 19_600 }]);
}
