import { expect, test } from '../support/test';

interface ManifestEntry {
  file_name: string;
  url: string;
  content_type: string;
}

test('every download answers 200 with the right content type and a valid body', async ({ request }) => {
  const manifestResponse = await request.get('/files/manifest.json');
  expect(manifestResponse.status()).toBe(200);
  const manifest = (await manifestResponse.json()) as ManifestEntry[];
  expect(manifest.filter((entry) => entry.content_type === 'application/zip')).toHaveLength(3);
  expect(manifest.filter((entry) => entry.file_name.startsWith('repair-'))).toHaveLength(11);
  for (const entry of manifest) {
    const response = await request.get(entry.url);
    expect(response.status(), entry.url).toBe(200);
    expect(response.headers()['content-type'], entry.url).toContain(entry.content_type);
    const body = await response.body();
    if (entry.content_type === 'application/pdf') {
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(body.toString('latin1')).toContain('\nxref\n');
    } else {
      expect(body.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    }
  }
});

test('/instructions and /tmfdoc offer manuals and the three software archives', async ({ page, request }) => {
  for (const path of ['/instructions', '/tmfdoc', '/en/instructions']) {
    await page.goto(path);
    const links = page.locator('a.download');
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    );
    expect(hrefs.filter((href) => href.endsWith('.zip'))).toHaveLength(3);
    expect(hrefs.some((href) => href.endsWith('.pdf'))).toBe(true);
    for (const href of hrefs) expect((await request.head(href)).status(), href).toBe(200);
  }
});

test('clicking a manual link downloads the PDF', async ({ page }) => {
  await page.goto('/instructions');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('a.download[href="/files/tm-q-manual.pdf"]').click(),
  ]);
  expect(download.suggestedFilename()).toBe('tm-q-manual.pdf');
});

test('the download API answers the address of a named file and refuses unknown or unsafe names', async ({
  request,
}) => {
  const known = await request.get('/api/management/web_files/download?file_name=tm-q-manual.pdf');
  expect(known.status()).toBe(200);
  expect(await known.json()).toMatchObject({ code: 1, data: { url: '/files/tm-q-manual.pdf' } });
  const file = await request.get((await known.json()).data.url);
  expect(file.headers()['content-type']).toContain('application/pdf');

  const unknown = await request.get('/api/management/web_files/download?file_name=nothing.pdf');
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).code).toBe(0);
  const unsafe = await request.get('/api/management/web_files/download?file_name=..%2F..%2Fpackage.json');
  expect(unsafe.status()).toBe(400);
});
