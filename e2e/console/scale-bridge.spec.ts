import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OWNER } from '../support/accounts';
import { api, signedIn } from '../support/request-api';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

/*
 * Issue 17, end to end: a simulated scale (`npm run scale-sim`) and a bridge (`npm run bridge`) run as
 * a shop would run them; a price edited in the console's goods page reaches the scale's memory.
 */
const ROOT = join(import.meta.dirname, '../..');
const OK = /确\s*定|OK/;
/** PLU 1200–1399 and item codes 4400000+ are this spec's alone. */
const seed = Date.now() % 200;

function start(args: string[]): ChildProcess {
  // Its own process group, so stopping it stops npm's children (tsx, node) too.
  const child = spawn('npm', ['run', '--silent', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', () => {});
  child.stderr?.on('data', () => {});
  return child;
}

test('a price edited in the goods page reaches the simulated scale through the bridge', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const port = 42_000 + Math.floor(Math.random() * 2000);
  const controlPort = port + 3000;
  const dir = mkdtempSync(join(tmpdir(), 'e2e-bridge-'));
  const children: ChildProcess[] = [];
  try {
    const auth = await signedIn(page.request, OWNER);
    const shop = await api<{ id: number }>(page.request, auth, 'post', '/api/management/shops/create', {
      name: `桥接测试店${tag}`,
      phone_number: '13812345678',
      address: '杭州市西湖区',
    });
    const scale = await api<{ id: number }>(page.request, auth, 'post', `/api/shops/${shop.id}/scales`, {
      scale_name: `桥接测试秤${tag}`,
      model_code: 'TM-Aa',
    });
    const name = `桥接测试橙${tag}`;
    const plu = 1200 + seed;
    const goods = await api<{ id: number }>(page.request, auth, 'post', '/api/management/goods', {
      plu_number: plu,
      item_code: String(4_400_000 + seed),
      name,
      unit_price: 1200,
    });
    await api(page.request, auth, 'post', `/api/scales/${scale.id}/goods?op_flag=1`, {
      good_ids: [goods.id],
    });
    const { device_credential: credential } = await api<{ device_credential: string }>(
      page.request,
      auth,
      'post',
      `/api/management/scales/${scale.id}/credential`,
    );

    children.push(
      start([
        'scale-sim',
        '--',
        '--port',
        String(port),
        '--control-port',
        String(controlPort),
        '--delay-ms',
        '5',
      ]),
    );
    const config = join(dir, 'bridge.json');
    writeFileSync(
      config,
      JSON.stringify({ server: baseURL, scales: [{ host: '127.0.0.1', port, credential }] }),
    );
    children.push(start(['bridge', '--', '--config', config]));
    const priceOnScale = async () => {
      try {
        const memory = await (await fetch(`http://127.0.0.1:${controlPort}/memory`)).json();
        return memory.plus.find((p: { plu: number }) => p.plu === plu)?.unit_price ?? null;
      } catch {
        return null;
      }
    };
    await expect.poll(priceOnScale, { timeout: 45_000 }).toBe(1200);

    await openSignedIn(page, OWNER, '/project/goodMng/goodList');
    const search = page.getByPlaceholder('按名称或商品编码搜索');
    await search.fill(name);
    await search.press('Enter');
    await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('单价（元/单位）').fill('13.50');
    await dialog.getByRole('button', { name: OK }).click();
    await expect(page.getByText('商品已保存')).toBeVisible();
    await expect.poll(priceOnScale, { timeout: 15_000 }).toBe(1350);
    await expect(page.getByTestId('goods-sync')).toContainText('已发送到 1/1 台电子秤', { timeout: 10_000 });

    // Issue 26: a name line longer than a scale prints is warned about while typing, saved anyway,
    // and reaches the scale cut to 33 characters (a scale would not answer the whole line); the
    // scale page says so.
    const long = `${name}${'新疆哈密瓜特级甜脆'.repeat(5)}`.slice(0, 40);
    await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: '编辑' }).click();
    const editing = page.getByRole('dialog');
    await editing.getByLabel('名称', { exact: true }).fill(long);
    await expect(editing.getByText('第 1 行有 40 个字，电子秤每行最多打印 33 个字')).toBeVisible();
    await editing.getByRole('button', { name: OK }).click();
    // The first save's message may still be showing: the newest one is this save's.
    await expect(page.getByText('商品已保存').last()).toBeVisible();
    const nameOnScale = async () => {
      const memory = await (await fetch(`http://127.0.0.1:${controlPort}/memory`)).json();
      return memory.plus.find((p: { plu: number }) => p.plu === plu)?.name ?? null;
    };
    await expect.poll(nameOnScale, { timeout: 15_000 }).toBe(long.slice(0, 33));
    await page.goto(`/project/scaleMng/scaleList/manage/${scale.id}`);
    const cut = page.getByTestId('scale-names-cut');
    await expect(cut).toContainText('商品名称过长，已截短后发送（1）');
    await expect(cut).toContainText('第 1 行：40 个字，最多 33 个');
    await expect(cut).toContainText(long.slice(0, 33));
  } finally {
    for (const child of children) if (child.pid) process.kill(-child.pid, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
});
