import { hotKeyCountOf, hotKeyGroupOf, scaleModel } from '@dahua/shared';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.js';
import type { Db, Executor } from '../client.js';
import {
  announcements,
  companies,
  companyMembers,
  goods,
  labels,
  notices,
  scaleGoods,
  scaleHotKeys,
  scales,
  shops,
  users,
} from '../schema/index.js';
import { DEMO_FOOD, foodColumnsOf } from './demo-food.js';
import { DEMO_GOODS, DEMO_SCALES, itemCodeOf } from './demo-goods.js';
import { DEMO_LABELS } from './demo-labels.js';
import { seedDemoPrices } from './demo-prices.js';
import { seedDemoSales } from './demo-sales.js';
import { seedDemoScaleLegal } from './demo-scale-legal.js';
import { seedDemoStock } from './demo-stock.js';
import { seedDemoWorkOrders } from './demo-work-orders.js';
import { bilingual } from './door.js';

/** The demo accounts the README documents. */
export const DEMO_ACCOUNTS = {
  admin: { username: 'admin', password: 'Admin@123456', phone: '13900000000' },
  owner: { username: 'demo', password: 'Demo@123456', phone: '13800000000', company: '演示公司' },
  manager: { username: 'manager', password: 'Demo@123456', phone: '13800000001' },
  clerk: { username: 'clerk', password: 'Demo@123456', phone: '13800000002' },
  /** A market regulator's read-only account (issue 27), reading the first demo shop's scales. */
  inspector: { username: 'inspector', password: 'Demo@123456', phone: '13700000000' },
} as const;

const DEMO_SHOPS = [
  {
    name: '文三路生鲜店',
    contactPerson: '李店长',
    phoneNumber: '13800000001',
    telephone: '0571-88880001',
    address: '浙江省杭州市西湖区文三路 90 号东部软件园 1 楼',
    desc: '社区生鲜店：水果、蔬菜、冷鲜肉与熟食称重销售',
  },
  {
    name: '滨江星光店',
    contactPerson: '王经理',
    phoneNumber: '13800000000',
    telephone: '0571-88880002',
    address: '浙江省杭州市滨江区江南大道 588 号星光大道二期 B1',
    desc: '商场超市店：散装称重、预包装标签打印',
  },
];

const DEMO_NOTICES: {
  type: 'notification' | 'message' | 'event';
  title: string;
  description: string;
  status?: string;
}[] = [
  {
    type: 'notification',
    title: bilingual({ ch: '标签模板已更新', en: 'Label template updated' }),
    description: bilingual({
      ch: '水果区 40×30 标签模板已下发到 2 台电子秤',
      en: 'The fruit counter’s 40×30 label went to 2 scales',
    }),
  },
  {
    type: 'notification',
    title: bilingual({ ch: '库存预警', en: 'Low stock' }),
    description: bilingual({
      ch: '红富士苹果库存低于安全库存',
      en: 'Fuji apples are below their safety stock',
    }),
  },
  {
    type: 'notification',
    title: bilingual({ ch: '新成员加入', en: 'New member' }),
    description: bilingual({ ch: '店员小李已加入演示公司', en: 'Clerk Xiao Li joined the demo company' }),
  },
  {
    type: 'message',
    title: bilingual({ ch: '系统消息', en: 'System message' }),
    description: bilingual({ ch: '欢迎使用电子秤管理平台', en: 'Welcome to the scale management platform' }),
  },
  {
    type: 'event',
    title: bilingual({ ch: '电子秤维修工单', en: 'Scale repair order' }),
    description: bilingual({ ch: '一号店 TM-Aa 打印头清洁', en: 'Shop 1 TM-Aa: clean the print head' }),
    status: 'processing',
  },
  {
    type: 'event',
    title: bilingual({ ch: '月度盘点', en: 'Monthly stocktake' }),
    description: bilingual({ ch: '请在本月 30 日前完成盘点', en: 'Count the stock before the 30th' }),
    status: 'todo',
  },
];

/** The fresh-food counter's goods, and scales in the two shops holding them with hot keys laid out. */
async function seedGoodsAndScales(
  db: Executor,
  companyId: number,
  shopIdOf: Map<string, number>,
): Promise<void> {
  const goodsRows = await db
    .insert(goods)
    .values(
      DEMO_GOODS.map((item) => ({
        companyId,
        pluNumber: item.plu,
        itemCode: itemCodeOf(item),
        name: item.name,
        unitPriceFen: item.priceFen,
        weighingMode: item.mode,
        measureUnit: item.unit ?? 'kg',
        tareGrams: item.tareGrams ?? 0,
        shelfLifeDays: item.shelfLifeDays,
        department: item.department,
        discountEnabled: (item.discountPeriods?.length ?? 0) > 0,
        discountPeriods: item.discountPeriods ?? [],
        traceCode: item.traceCode ?? '',
        origin: item.origin,
        description: item.description ?? '',
        // Label 1 (40×30) for weighed goods, label 2 (56×40) for counted and fixed-weight ones, label 3
        // (the 56×100 food label) for the deli's items with a nutrition table.
        labelNumber: DEMO_FOOD[item.plu]?.nutrition ? 3 : item.mode === 0 ? 1 : 2,
        // The deli's food declarations (issue 29 §1); the rest undeclared.
        ...foodColumnsOf(item.plu),
      })),
    )
    .returning({ id: goods.id, plu: goods.pluNumber });
  const goodsIdOf = new Map(goodsRows.map((row) => [row.plu, row.id]));
  for (const demo of DEMO_SCALES) {
    const model = scaleModel(demo.modelCode)!;
    const keyCount = hotKeyCountOf(model);
    const [scale] = await db
      .insert(scales)
      .values({
        companyId,
        shopId: shopIdOf.get(demo.shop)!,
        scaleName: demo.scaleName,
        modelCode: demo.modelCode,
        desc: demo.desc,
      })
      .returning({ id: scales.id });
    await db
      .insert(scaleGoods)
      .values(demo.goods.map((plu) => ({ scaleId: scale!.id, goodsId: goodsIdOf.get(plu)!, companyId })));
    const downFrom = Math.ceil(keyCount / 2) + 1;
    const keys = [
      ...demo.hotKeys.UP.map((plu, index) => ({ key: 1 + index, plu })),
      ...demo.hotKeys.DOWN.map((plu, index) => ({ key: downFrom + index, plu })),
    ];
    if (
      keys.some(
        ({ key }, index) => hotKeyGroupOf(key, keyCount) !== (index < demo.hotKeys.UP.length ? 'UP' : 'DOWN'),
      )
    ) {
      throw new Error(`demo hot keys of ${demo.scaleName} overflow a group`);
    }
    await db
      .insert(scaleHotKeys)
      .values(
        keys.map(({ key, plu }) => ({ scaleId: scale!.id, key, goodsId: goodsIdOf.get(plu)!, companyId })),
      );
  }
}

/** Seeds the demo data into an empty database, all or nothing. Returns false when data exists. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  const [adminHash, ownerHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.owner.password),
  ]);
  // The demo colleagues share the owner's password (documented in the README).
  const colleagueHash = ownerHash;
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      username: DEMO_ACCOUNTS.admin.username,
      phoneNumber: DEMO_ACCOUNTS.admin.phone,
      passwordHash: adminHash,
      nickname: '超级管理员',
      roleType: 'SUPER_ADMIN',
    });
    const [owner] = await tx
      .insert(users)
      .values({
        username: DEMO_ACCOUNTS.owner.username,
        phoneNumber: DEMO_ACCOUNTS.owner.phone,
        passwordHash: ownerHash,
        nickname: '演示用户',
        roleType: 'USER',
      })
      .returning({ id: users.id });
    const [company] = await tx
      .insert(companies)
      .values({
        name: DEMO_ACCOUNTS.owner.company,
        contactPerson: '王经理',
        phoneNumber: DEMO_ACCOUNTS.owner.phone,
        address: '浙江省杭州市西湖区文三路 90 号',
        ifAnalysisOpen: true,
      })
      .returning({ id: companies.id });
    const colleagues = await tx
      .insert(users)
      .values([
        {
          username: DEMO_ACCOUNTS.manager.username,
          phoneNumber: DEMO_ACCOUNTS.manager.phone,
          passwordHash: colleagueHash,
          nickname: '李店长',
        },
        {
          username: DEMO_ACCOUNTS.clerk.username,
          phoneNumber: DEMO_ACCOUNTS.clerk.phone,
          passwordHash: colleagueHash,
          nickname: '小张',
        },
      ])
      .returning({ id: users.id });
    await tx.insert(companyMembers).values([
      { companyId: company!.id, userId: owner!.id, joinType: 'OWNER' },
      { companyId: company!.id, userId: colleagues[0]!.id, joinType: 'MANAGER' },
      { companyId: company!.id, userId: colleagues[1]!.id, joinType: 'USER' },
    ]);
    const shopRows = await tx
      .insert(shops)
      .values(DEMO_SHOPS.map((shop) => ({ ...shop, companyId: company!.id })))
      .returning({ id: shops.id, name: shops.name });
    await seedGoodsAndScales(tx, company!.id, new Map(shopRows.map((shop) => [shop.name, shop.id])));
    await tx
      .insert(notices)
      .values(
        DEMO_NOTICES.map((notice) => ({ ...notice, userId: owner!.id, status: notice.status ?? null })),
      );
    await seedDemoStock(tx, company!.id, owner!.id);
    await seedDemoSales(tx, company!.id);
    await seedDemoWorkOrders(tx, company!.id, DEMO_ACCOUNTS.admin.username);
    await seedDemoPrices(tx, company!.id, owner!.id);
    await seedDemoScaleLegal(tx, company!.id, owner!.id, {
      username: DEMO_ACCOUNTS.inspector.username,
      passwordHash: colleagueHash,
      phone: DEMO_ACCOUNTS.inspector.phone,
    });
    await tx.insert(labels).values(
      shopRows.flatMap((shop) =>
        DEMO_LABELS.map((label) => ({
          ...label,
          pushedStyle: label.style,
          companyId: company!.id,
          shopId: shop.id,
        })),
      ),
    );
    await tx.insert(announcements).values({
      title: '平台上线公告',
      content:
        '电子秤管理平台正式上线：店铺、商品、电子秤、标签与库存可在一处管理。如有问题请联系客服 400-000-0000。',
      status: 'published',
      publishedTime: new Date(),
    });
  });
  return true;
}
