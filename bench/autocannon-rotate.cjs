// autocannon's setupRequest for bench/api-vs-bare.bench.ts (a file, since the load runs in a worker
// thread): each request takes the next token, goods id or new goods item from BENCH_ROTATE (JSON).
const plan = JSON.parse(process.env.BENCH_ROTATE || '{}');
let n = 0;

module.exports = (request) => {
  const i = n++;
  if (plan.tokens) {
    const token = plan.tokens[i % plan.tokens.length];
    request.headers = {
      ...request.headers,
      authorization: `Basic ${Buffer.from(`${token}:null`).toString('base64')}`,
    };
  }
  if (plan.editIds) {
    const id = plan.editIds[i % plan.editIds.length];
    request.path = `${plan.path}/${id}`;
    request.body = JSON.stringify({ unit_price: 100 + (i % 9000), origin: `产地 ${i % 97}` });
  }
  if (plan.createCompanies) {
    // PLU numbers 1…9999 in each company in turn: every item is new.
    const company = plan.createCompanies[Math.floor(i / 9999) % plan.createCompanies.length];
    const plu = 1 + (i % 9999);
    request.body = JSON.stringify({
      company_id: company,
      plu_number: plu,
      item_code: String(plu),
      name: `压测商品 ${plu}`,
      unit_price: 990,
    });
  }
  return request;
};
