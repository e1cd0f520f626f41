import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { toScaleLayout } from '@dahua/shared/labels/scale-layout';
import {
  blankPlu,
  decodePluReadReply,
  decodeSalesReply,
  encodeClock,
  encodeHotKeys,
  encodePlu,
  encodePluRead,
  encodeSalesRead,
  encodeSystemParameters,
  frameCommand,
  type PluRecord,
  ReplySplitter,
  SYSTEM_PARAMETERS_13_DIGIT,
} from '@dahua/tm-protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { type Simulator, type SimulatorOptions, startSimulator } from './index.js';

const WORKED_EXAMPLE =
  '!0V0001A2281080002000000000000803000000000000000000000000000000000000000000000000B186642525027C186642525028D186642525028E';

/** A client that sends one line at a time and waits for the reply (null: silence). */
class Client {
  private readonly splitter = new ReplySplitter();
  private readonly frames: string[] = [];
  private waiter: (() => void) | null = null;
  closed = false;
  private constructor(readonly socket: Socket) {
    socket.on('data', (chunk) => {
      this.frames.push(...this.splitter.push(chunk));
      this.waiter?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiter?.();
    });
    socket.on('error', () => {});
  }

  static async open(port: number): Promise<Client> {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    return new Client(socket);
  }

  async send(line: string, timeoutMs = 300): Promise<string | null> {
    this.socket.write(frameCommand(line));
    return this.next(timeoutMs);
  }

  async next(timeoutMs = 300): Promise<string | null> {
    const deadline = Date.now() + timeoutMs;
    while (this.frames.length === 0 && !this.closed && Date.now() < deadline)
      await new Promise<void>((resolve) => {
        this.waiter = resolve;
        setTimeout(resolve, deadline - Date.now());
      });
    return this.frames.shift() ?? null;
  }

  close() {
    this.socket.destroy();
  }
}

let running: Simulator[] = [];
let clients: Client[] = [];
const logs: string[] = [];

async function simulator(options: SimulatorOptions = {}) {
  const sim = await startSimulator({ port: 0, delayMs: 0, log: (line) => logs.push(line), ...options });
  running.push(sim);
  return sim;
}
async function client(sim: Simulator) {
  const c = await Client.open(sim.port);
  clients.push(c);
  return c;
}
// biome-ignore lint/suspicious/noExplicitAny: the control interface's JSON, checked by the assertions
type Json = Record<string, any>;

async function control(sim: Simulator, path: string, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${sim.controlPort}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

afterEach(async () => {
  for (const c of clients) c.close();
  await Promise.all(running.map((sim) => sim.close()));
  running = [];
  clients = [];
  logs.length = 0;
});

const plu = (n: number, patch: Partial<PluRecord> = {}): PluRecord => ({
  ...blankPlu(n),
  itemCode: 1_000_000 + n,
  unitPrice: 1500,
  name: ['苹果', 'Fuji', ''],
  ...patch,
});

describe('the simulated scale over TCP', () => {
  it('takes the worked example and acknowledges it as documented', async () => {
    const sim = await simulator();
    const c = await client(sim);
    expect(await c.send(WORKED_EXAMPLE)).toBe('0v0001a2');
    const { body } = await control(sim, '/memory');
    expect(body.plus).toHaveLength(1);
    expect(body.plus[0]).toMatchObject({
      plu: 1,
      item_code: '2281080',
      unit_price: 2000,
      name: '测试一\n测试壹\n测试壹',
      shelf_life: 8,
      barcode_flag: 3,
      line: WORKED_EXAMPLE,
    });
    expect(body.received).toEqual({ V: 1 });
  });

  it('reads a PLU back as it was written; an empty PLU reads blank; !0IA clears them', async () => {
    const sim = await simulator();
    const c = await client(sim);
    const record = plu(42, { weighingMode: 1, tare: 250, labelNumber: 3 });
    expect(await c.send(encodePlu(record))).toBe('0v0042a1');
    expect(decodePluReadReply((await c.send(encodePluRead(42)))!)).toEqual(record);
    expect(decodePluReadReply((await c.send(encodePluRead(43)))!)).toEqual(blankPlu(43));
    expect(await c.send('!0IA')).toBe('0iaa0');
    expect(decodePluReadReply((await c.send(encodePluRead(42)))!)).toEqual(blankPlu(42));
  });

  it('a blank record removes one PLU', async () => {
    const sim = await simulator();
    const c = await client(sim);
    await c.send(encodePlu(plu(1)));
    await c.send(encodePlu(plu(2)));
    expect(await c.send(encodePlu(blankPlu(1)))).toBe('0v0001a0');
    expect((await control(sim, '/memory')).body.plus.map((p: { plu: number }) => p.plu)).toEqual([2]);
  });

  it('keeps the hot-key layers its keys need', async () => {
    const sim = await simulator({ model: 'TM-Aa' }); // 71 keys: layers 00 and 01
    const c = await client(sim);
    const keys = Array.from({ length: 36 }, (_, i) => (i < 3 ? 7 : 0));
    expect(await c.send(encodeHotKeys({ layer: 0, plus: keys }))).toBe('0l00');
    expect(await c.send(encodeHotKeys({ layer: 1, plus: keys }))).toBe('0l01');
    expect(await c.send(encodeHotKeys({ layer: 2, plus: keys }))).toBeNull();
    const { body } = await control(sim, '/memory');
    expect(Object.keys(body.hot_keys)).toEqual(['0', '1']);
    expect(body.hot_keys['0'].slice(0, 4)).toEqual([7, 7, 7, 0]);
    expect(logs.some((line) => /hot-key layer 2: this TM-Aa has 71 keys/.test(line))).toBe(true);
    const big = await simulator({ model: 'TM-Ab' }); // 142 keys: layers 00–03
    const c2 = await client(big);
    expect(await c2.send(encodeHotKeys({ layer: 3, plus: keys }))).toBe('0l03');
  });

  it('stores a label layout pair in its slot', async () => {
    const sim = await simulator();
    const c = await client(sim);
    const { layout, texts } = toScaleLayout(
      {
        size: { width: 40, height: 30 },
        itemList: [{ itemName: 'field', value: 'name', style: { font: 9, x: 2, y: 1, w: 36, h: 4 } }],
        qr_code_list: [],
      },
      2,
    );
    expect(await c.send(layout)).toBe('0t01');
    expect(await c.send(texts)).toBe('0r01');
    const { body } = await control(sim, '/memory');
    expect(body.labels['2']).toMatchObject({ number: 1, width: 40, height: 30, layout, texts });
  });

  it('sets its clock (and sells at that time)', async () => {
    const sim = await simulator();
    const c = await client(sim);
    expect(await c.send(encodeClock({ year: 2011, month: 3, day: 23, hour: 8, minute: 59 }))).toBe('0p');
    expect((await control(sim, '/memory')).body.clock).toEqual({ now: '2011-03-23 08:59', set: true });
  });

  it('sells, answers !0J with the record and then empty, and forgets the records on !0HA', async () => {
    const sim = await simulator();
    const c = await client(sim);
    expect(await c.send(encodeSystemParameters(SYSTEM_PARAMETERS_13_DIGIT))).toBe('0o01');
    await c.send(encodePlu(plu(5, { unitPrice: 2000, department: 4, barcodeFlag: 22 })));
    await c.send(encodePlu(plu(6, { unitPrice: 350, weighingMode: 1 })));
    const sold = await control(sim, '/sell', { plu: 5, weight: 777 });
    expect(sold.status).toBe(200);
    expect(sold.body).toMatchObject({
      record_number: 1,
      plu: 5,
      weight: 777,
      unit_price: 2000,
      total_before_discount: 1554,
    });
    const counted = await control(sim, '/sell', { plu: 6, count: 3 });
    expect(counted.body).toMatchObject({
      record_number: 2,
      weight: 3,
      total_after_discount: 1050,
      ticket: 2,
    });
    expect((await control(sim, '/sell', { plu: 99, weight: 5 })).status).toBe(404);
    expect((await control(sim, '/sell', { plu: 5 })).status).toBe(400);

    const first = decodeSalesReply((await c.send(encodeSalesRead(1)))!);
    expect(first).toMatchObject({
      recordNumber: 1,
      plu: 5,
      weight: 777,
      totalBeforeDiscount: 1554,
      department: 4,
      shop: 3,
      weighingMode: 0,
    });
    const second = decodeSalesReply((await c.send(encodeSalesRead(2)))!);
    expect(second).toMatchObject({ plu: 6, weighingMode: 1, totalAfterDiscount: 1050 });
    expect(await c.send(encodeSalesRead(3))).toBe('0j0003ac');
    expect(await c.send('!0HA')).toBe('0ha');
    expect(await c.send(encodeSalesRead(1))).toBe('0j0001ac');
    expect((await control(sim, '/memory')).body.sales).toEqual([]);
  });

  it('stays silent on a malformed record, logs why, and takes the next good one', async () => {
    const sim = await simulator();
    const c = await client(sim);
    expect(await c.send(WORKED_EXAMPLE.replace('002000', '00200x'))).toBeNull();
    expect(logs.some((line) => /malformed record, no reply: plu\.unitPrice/.test(line))).toBe(true);
    expect(await c.send('!0Q00')).toBeNull();
    expect(await c.send(WORKED_EXAMPLE)).toBe('0v0001a2');
    expect((await control(sim, '/counters')).body).toEqual({ received: { V: 2, Q: 1 }, accepted: { V: 1 } });
  });

  it('stays silent on a name longer than its model takes (33 characters a line), and takes 33', async () => {
    const sim = await simulator();
    const c = await client(sim);
    const long = '甜'.repeat(34);
    expect(await c.send(encodePlu(plu(8, { name: [long, '', ''] })))).toBeNull();
    expect(logs.some((line) => /name line 1 has 34 characters, this TM-Aa takes 33/.test(line))).toBe(true);
    expect(await c.send(encodePlu(plu(8, { name: ['', '', long.slice(1)] })))).toBe('0v0008a1');
    expect((await control(sim, '/memory')).body.plus.map((p: Json) => p.plu)).toEqual([8]);
  });

  it('takes one client at a time', async () => {
    const sim = await simulator();
    const first = await client(sim);
    const second = await client(sim);
    expect(await second.send('!0IA')).toBeNull();
    expect(second.closed).toBe(true);
    expect(await first.send('!0IA')).toBe('0iaa0');
    first.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const third = await client(sim);
    expect(await third.send('!0IA')).toBe('0iaa0');
  });

  it('frees its one client slot when the client’s FIN arrives: a client reconnecting at once is served 20 of 20', async () => {
    const sim = await simulator();
    let served = 0;
    for (let round = 0; round < 20; round++) {
      const c = await client(sim);
      if ((await c.send('!0IA', 500)) === '0iaa0') served++;
      c.socket.end(); // FIN, and straight on to the next connection
    }
    expect(served).toBe(20);
    expect(logs.some((line) => /refused a second client/.test(line))).toBe(false);
  });

  it('answers !0HA byte for byte as a real scale: 0ha LF CR LF ETX', async () => {
    const sim = await simulator();
    const socket = connect(sim.port, '127.0.0.1');
    await once(socket, 'connect');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.write('!0HA\r\n');
    const deadline = Date.now() + 1000;
    while (!Buffer.concat(chunks).includes(0x03) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
    socket.destroy();
    expect(Buffer.concat(chunks).toString('hex')).toBe('3068610a0d0a03');
  });

  it('answers one command at a time, after its delay', async () => {
    const sim = await simulator({ delayMs: 40 });
    const c = await client(sim);
    const t0 = Date.now();
    c.socket.write(frameCommand(encodePlu(plu(1))));
    c.socket.write(frameCommand(encodePlu(plu(2)))); // while the first is in flight: ignored
    expect(await c.next()).toBe('0v0001a1');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(35);
    expect(await c.next(150)).toBeNull();
    expect(logs.some((line) => /in flight/.test(line))).toBe(true);
  });

  it('drops the connection mid-command, goes silent, restarts with its memory', async () => {
    const sim = await simulator();
    let c = await client(sim);
    expect((await control(sim, '/drop', { after: 1 })).body).toEqual({
      dropped: false,
      drop_after_records: 1,
    });
    expect(await c.send(encodePlu(plu(1)))).toBe('0v0001a1');
    expect(await c.send(encodePlu(plu(2)))).toBeNull();
    expect(c.closed).toBe(true);
    c = await client(sim);
    await control(sim, '/silence', { ms: 200 });
    expect(await c.send(encodePlu(plu(3)), 100)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await c.send(encodePlu(plu(3)))).toBe('0v0003a1');
    expect((await control(sim, '/restart', { ms: 50 })).body).toEqual({ restarted: true, memory_kept: true });
    expect(c.closed).toBe(true);
    c = await client(sim);
    expect(await c.send(encodePluRead(1))).toMatch(/^0u0001A1000001/);
    expect((await control(sim, '/memory')).body.plus.map((p: { plu: number }) => p.plu)).toEqual([1, 3]);
  });
});

describe('memory bounded by the model', () => {
  it('TM-Aa holds PLUs 1–4000, TM-P2 1–9999', async () => {
    const aa = await simulator({ model: 'TM-Aa' });
    const c = await client(aa);
    expect(await c.send(encodePlu(plu(4000)))).toBe('0v4000a1');
    expect(await c.send(encodePlu(plu(4001)))).toBeNull();
    expect(logs.some((line) => /PLU 4001 is beyond this TM-Aa's memory \(1–4000\)/.test(line))).toBe(true);
    const p2 = await simulator({ model: 'TM-P2' });
    const c2 = await client(p2);
    expect(await c2.send(encodePlu(plu(9999)))).toBe('0v9999a1');
    expect((await control(p2, '/memory')).body.limits).toMatchObject({ plus: 9999, sales: 9999 });
  });

  it('TM-Aa keeps 5000 sales records, then refuses to sell until cleared', async () => {
    const sim = await simulator({ model: 'TM-Aa' });
    const c = await client(sim);
    await c.send(encodePlu(plu(1)));
    for (let i = 0; i < 5000; i++) sim.memory.sell({ plu: 1, weight: 100 });
    const full = await control(sim, '/sell', { plu: 1, weight: 100 });
    expect(full.status).toBe(409);
    expect(decodeSalesReply((await c.send(encodeSalesRead(5000)))!)?.recordNumber).toBe(5000);
    await c.send('!0HA');
    expect((await control(sim, '/sell', { plu: 1, weight: 100 })).body.record_number).toBe(1);
  });

  it('keeps 16 label formats', async () => {
    const sim = await simulator();
    const c = await client(sim);
    expect(await c.send(`!0T15A4030${'0'.repeat(154)}`)).toBe('0t15');
    expect(await c.send(`!0T16A4030${'0'.repeat(154)}`)).toBeNull();
  });
});

describe('the control port changes PLUs as a person at the keyboard or a power cut would', () => {
  it('POST /plu changes a held PLU’s fields: !0U and GET /plu/:n read the new values', async () => {
    const sim = await simulator();
    const c = await client(sim);
    await c.send(encodePlu(plu(12, { unitPrice: 1280 })));
    const changed = await control(sim, '/plu', { plu: 12, unit_price: 1999, name: '苹果\n特价', tare: 5 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ plu: 12, unit_price: 1999, name: '苹果\n特价', tare: 5 });
    expect(decodePluReadReply((await c.send(encodePluRead(12)))!)).toEqual(
      plu(12, { unitPrice: 1999, name: ['苹果', '特价', ''], tare: 5 }),
    );
    expect((await control(sim, '/plu/12')).body).toMatchObject({ unit_price: 1999, item_code: '1000012' });
    // A sale takes the price the scale now holds.
    expect((await control(sim, '/sell', { plu: 12, weight: 1000 })).body.unit_price).toBe(1999);
  });

  it('refuses an unknown PLU (404), a field it does not have or a value it cannot hold (400), and keeps the record', async () => {
    const sim = await simulator();
    const c = await client(sim);
    await c.send(encodePlu(plu(7)));
    expect((await control(sim, '/plu', { plu: 8, unit_price: 1 })).status).toBe(404);
    expect((await control(sim, '/plu/8')).status).toBe(404);
    expect((await control(sim, '/plu/x')).status).toBe(400);
    for (const bad of [
      { unit_price: 1_000_000 },
      { unit_price: 12.5 },
      { colour: 'red' },
      { label_number: 16 },
      { numeric_code: '12' },
      { name: 'A'.repeat(34) },
      { name: '€' },
      {},
    ]) {
      const answer = await control(sim, '/plu', { plu: 7, ...bad });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
    }
    expect((await control(sim, '/plu', { plu: 'seven', unit_price: 1 })).status).toBe(400);
    expect(decodePluReadReply((await c.send(encodePluRead(7)))!)).toEqual(plu(7));
  });

  it('POST /plu/forget loses one PLU: it reads back blank, the others stay', async () => {
    const sim = await simulator();
    const c = await client(sim);
    await c.send(encodePlu(plu(13)));
    await c.send(encodePlu(plu(14)));
    expect((await control(sim, '/plu/forget', { plu: 13 })).body).toEqual({ forgotten: 13 });
    expect(decodePluReadReply((await c.send(encodePluRead(13)))!)).toEqual(blankPlu(13));
    expect(decodePluReadReply((await c.send(encodePluRead(14)))!)).toEqual(plu(14));
    expect((await control(sim, '/plu/13')).status).toBe(404);
    expect((await control(sim, '/plu/forget', { plu: 13 })).status).toBe(404);
    expect((await control(sim, '/plu/forget', {})).status).toBe(400);
  });

  it('answers a read-back after its per-record delay, like a write', async () => {
    const sim = await simulator({ delayMs: 40 });
    const c = await client(sim);
    await c.send(encodePlu(plu(1)));
    const t0 = Date.now();
    expect(await c.send(encodePluRead(1))).toMatch(/^0u0001A/);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(35);
  });
});
