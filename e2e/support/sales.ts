import { OWNER } from './accounts';
import { type APIRequestContext, expect } from './test';

const basic = (left: string, right: string) => `Basic ${Buffer.from(`${left}:${right}`).toString('base64')}`;

/** The demo owner's session, as the console sends it. */
export async function ownerAuthorization(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/management/users/login/password', {
    headers: { authorization: basic(OWNER.username, OWNER.password) },
  });
  const body = await response.json();
  expect(body.code, body.msg).toBe(1);
  return basic(body.data.token, 'null');
}

async function call<T>(
  request: APIRequestContext,
  authorization: string,
  method: 'get' | 'post',
  url: string,
  data?: object,
): Promise<T> {
  const response = await request[method](url, { headers: { authorization }, ...(data ? { data } : {}) });
  const body = await response.json();
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe(1);
  return body.data as T;
}

/** What {@link sellOnNewScale} made and sold. */
export type SoldBatch = {
  auth: string;
  shop: { id: number; name: string };
  scale: { id: number; name: string };
  weighed: { id: number; name: string; plu: number };
  counted: { id: number; name: string; plu: number };
  unmappedPlu: number;
  /** The records' time as the console shows it (China time to the minute), and as a sales file writes it. */
  shownTime: string;
  fileTime: string;
  /** The batch's stored/duplicate counts from the ingest call. */
  answer: { received: number; stored: number; duplicates: number; unmapped: number; clock_ahead: number };
};

/**
 * A goods item on the first free PLU of the 25 from `from` (a spec that sells several times, or
 * runs again on the same server, meets its own earlier items there), starting at a point `seed`
 * picks; its item code follows from the PLU.
 */
async function goodsOnFreePlu(
  request: APIRequestContext,
  authorization: string,
  from: number,
  seed: number,
  fields: object,
): Promise<{ id: number; plu: number }> {
  for (let i = 0; i < 25; i++) {
    const plu = from + ((seed + i) % 25);
    const response = await request.post('/api/management/goods', {
      headers: { authorization },
      data: { plu_number: plu, item_code: String(6_000_000 + plu * 100 + (seed % 100)), ...fields },
    });
    const body = await response.json();
    if (body.code === 1) return { id: body.data.id, plu };
    // Taken: the next number. Anything else is a failure of the test's own making.
    expect(response.status(), `post /api/management/goods: ${body.msg}`).toBe(409);
  }
  throw new Error(`no free PLU in ${from}..${from + 24}`);
}

/**
 * A shop of its own in the demo company, a scale registered in it with a device credential, two
 * goods items on that scale, then one batch sent as the scale would (`Authorization: Bearer`):
 *
 * | record | goods              | mode | weight     | price       | before  | total   | ticket |
 * | 1      | weighed            | 0    | 1,250 g    | 12.80 / kg  | 16.00   | 16.00   | 1      |
 * | 2      | counted (个)       | 1    | 3 pieces   | 3.50 / 个   | 11.00   | 10.50   | 1      |
 * | 3      | unmapped PLU       | 0    | 500 g      | 20.00 / kg  | 10.00   | 10.00   | 2      |
 *
 * Totals: 3 records, 1.750 kg, 3 pieces, 36.50 yuan, discount 0.50; 2 tickets (average 18.25).
 * `pluBase` keeps each spec's PLU numbers its own (two numbers from it are used).
 */
export async function sellOnNewScale(
  request: APIRequestContext,
  tag: string,
  pluBase: number,
): Promise<SoldBatch> {
  const auth = await ownerAuthorization(request);
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const shopName = `${tag}店${unique}`;
  const shop = await call<{ id: number }>(request, auth, 'post', '/api/management/shops/create', {
    name: shopName,
  });
  const scaleName = `${tag}秤${unique}`;
  const scale = await call<{ id: number; device_credential?: string }>(
    request,
    auth,
    'post',
    '/api/management/scales/create',
    { shop_id: shop.id, scale_name: scaleName, scale_uuid: `e2e-sales-${unique}` },
  );
  expect(scale.device_credential).toBeTruthy();
  const seed = Date.now();
  const weighedName = `${tag}称重${unique}`;
  const countedName = `${tag}计件${unique}`;
  const weighed = await goodsOnFreePlu(request, auth, pluBase, seed, {
    name: weighedName,
    unit_price: 1280,
  });
  const counted = await goodsOnFreePlu(request, auth, pluBase + 25, seed, {
    name: countedName,
    unit_price: 350,
    weighing_mode: 1,
    measure_unit: '个',
  });
  const weighedPlu = weighed.plu;
  const countedPlu = counted.plu;
  await call(request, auth, 'post', `/api/scales/${scale.id}/goods?op_flag=1`, {
    good_ids: [weighed.id, counted.id],
  });

  const unmappedPlu = 3990 + (seed % 9);
  // Two minutes ago, with the China offset as a scale writes it.
  const at = new Date(Date.now() - 2 * 60_000 + 8 * 3600_000).toISOString().slice(0, 19);
  const tradeTime = `${at}+08:00`;
  const records = [
    {
      record_no: 1,
      trade_time: tradeTime,
      plu: weighedPlu,
      weighing_mode: 0,
      weight: 1250,
      unit_price: 1280,
      total_before_discount: 1600,
      total_price: 1600,
      ticket_no: 1,
      department: 1,
    },
    {
      record_no: 2,
      trade_time: tradeTime,
      plu: countedPlu,
      weighing_mode: 1,
      weight: 3,
      unit_price: 350,
      total_before_discount: 1100,
      total_price: 1050,
      ticket_no: 1,
      department: 1,
    },
    {
      record_no: 3,
      trade_time: tradeTime,
      plu: unmappedPlu,
      weighing_mode: 0,
      weight: 500,
      unit_price: 2000,
      total_before_discount: 1000,
      total_price: 1000,
      ticket_no: 2,
      department: 2,
    },
  ];
  const response = await request.post('/api/devices/trades', {
    headers: { authorization: `Bearer ${scale.device_credential}` },
    data: { records },
  });
  const body = await response.json();
  expect(body.code, `ingest: ${body.msg}`).toBe(1);
  return {
    auth,
    shop: { id: shop.id, name: shopName },
    scale: { id: scale.id, name: scaleName },
    weighed: { id: weighed.id, name: weighedName, plu: weighedPlu },
    counted: { id: counted.id, name: countedName, plu: countedPlu },
    unmappedPlu,
    shownTime: at.slice(0, 16).replace('T', ' '),
    fileTime: at.replace('T', ' '),
    answer: body.data,
  };
}
