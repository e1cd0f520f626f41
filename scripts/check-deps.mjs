// Module boundaries of the server (issue 32), checked over every import and export-from of apps/server/src
// (type-only imports included: a circle of types is still a circle to a reader). Fails, with a list, on:
//   (a) any import circle between files (test files included);
//   (b) a module importing another module's repo (modules/<m>/repo.ts or repo/…); test files may;
//   (c) two modules importing each other (counted over non-test files);
//   (d) http/ imported from below it: access/, errors/, lib/, db/, or a module's service or repo;
//   (e) the demo seed (db/seed/) reaching into a module other than through its one door, db/seed/door.ts;
//   (f) production code importing a test-only helper (src/test/: harness, stand-ins, scratch databases);
//       only test files (and the benchmarks, outside src) may.
// Prints the figures: files, circles, repo reach-ins, two-way pairs, imports of http/ from below.
// Uses TypeScript's own import scanner (ts.preProcessFile); no dependency of its own.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'apps/server/src');

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...walk(path));
    else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const files = walk(src).sort();
const known = new Set(files);
const rel = (f) => relative(src, f).split('\\').join('/');

/** The file an import specifier names, when it is one of ours. */
function target(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  const candidates = [
    base,
    base.replace(/\.(m?)js$/, '.$1ts'),
    base.replace(/\.js$/, '.tsx'),
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
  ];
  return candidates.find((c) => known.has(c)) ?? null;
}

const edges = new Map(); // file -> Set(file)
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const info = ts.preProcessFile(text, true, true);
  const to = new Set();
  for (const ref of info.importedFiles) {
    const t = target(file, ref.fileName);
    if (t && t !== file) to.add(t);
  }
  edges.set(file, to);
}

const isTest = (f) => /\.test\.tsx?$/.test(f) || rel(f).startsWith('test/');
const moduleOf = (f) => /^modules\/([^/]+)\//.exec(rel(f))?.[1] ?? null;
const isRepo = (f) => /^modules\/[^/]+\/(repo(\.ts|\/)|repo-[^/]*\.ts$)/.test(rel(f));
const isServiceOrRepo = (f) => /^modules\/[^/]+\/(service|repo)([-.][^/]*)?(\.ts|\/)/.test(rel(f));
const below = (f) => /^(access|errors|lib|db)\//.test(rel(f)) || isServiceOrRepo(f);
const isHttp = (f) => rel(f).startsWith('http/');

// (a) circles: strongly connected components of more than one file (Tarjan, iterative).
const index = new Map();
const low = new Map();
const onStack = new Set();
const stack = [];
const components = [];
let counter = 0;
for (const start of files) {
  if (index.has(start)) continue;
  const work = [[start, [...edges.get(start)], 0]];
  index.set(start, counter);
  low.set(start, counter++);
  stack.push(start);
  onStack.add(start);
  while (work.length > 0) {
    const frame = work[work.length - 1];
    const [node, next] = frame;
    if (frame[2] < next.length) {
      const w = next[frame[2]++];
      if (!index.has(w)) {
        index.set(w, counter);
        low.set(w, counter++);
        stack.push(w);
        onStack.add(w);
        work.push([w, [...edges.get(w)], 0]);
      } else if (onStack.has(w)) {
        low.set(node, Math.min(low.get(node), index.get(w)));
      }
    } else {
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let w;
        do {
          w = stack.pop();
          onStack.delete(w);
          component.push(w);
        } while (w !== node);
        if (component.length > 1) components.push(component.map(rel).sort());
      }
    }
  }
}

// (b), (c), (d)
const repoReachIns = [];
const httpFromBelow = [];
const seedReachIns = [];
const testHelperImports = [];
const modulePairs = new Map(); // "a>b" -> example import
for (const [from, tos] of edges) {
  const fromModule = moduleOf(from);
  for (const to of tos) {
    const toModule = moduleOf(to);
    if (fromModule && toModule && fromModule !== toModule) {
      if (isRepo(to) && !isTest(from)) repoReachIns.push(`${rel(from)} → ${rel(to)}`);
      if (!isTest(from) && !isTest(to)) {
        const key = `${fromModule}>${toModule}`;
        if (!modulePairs.has(key)) modulePairs.set(key, `${rel(from)} → ${rel(to)}`);
      }
    }
    if (isHttp(to) && below(from) && !isTest(from)) httpFromBelow.push(`${rel(from)} → ${rel(to)}`);
    if (rel(from).startsWith('db/seed/') && rel(from) !== 'db/seed/door.ts' && toModule && !isTest(from))
      seedReachIns.push(`${rel(from)} → ${rel(to)}`);
    if (rel(to).startsWith('test/') && !isTest(from)) testHelperImports.push(`${rel(from)} → ${rel(to)}`);
  }
}
const twoWay = [];
for (const key of modulePairs.keys()) {
  const [a, b] = key.split('>');
  if (a < b && modulePairs.has(`${b}>${a}`)) {
    twoWay.push(`${a} ⇄ ${b}  (${modulePairs.get(key)}; ${modulePairs.get(`${b}>${a}`)})`);
  }
}

const list = (title, items) => {
  if (items.length === 0) return;
  console.error(`\n${title}:`);
  for (const item of items) console.error(`  ${item}`);
};
list(
  'Import circles (each line: the files of one circle)',
  components.map((c) => c.join(' · ')),
);
list("Imports of another module's repo (read through its service or queries module)", repoReachIns.sort());
list('Modules that import each other (move what both need to a third place)', twoWay.sort());
list('http/ imported from below it (access/, errors/, lib/, db/, a service or repo)', httpFromBelow.sort());
list('The demo seed calling a module other than through db/seed/door.ts', seedReachIns.sort());
list('Production code importing a test-only helper (src/test/)', testHelperImports.sort());

console.log(
  `[check-deps] apps/server/src: ${files.length} files, ${components.length} circles, ` +
    `${repoReachIns.length} repo reach-ins, ${twoWay.length} two-way module pairs, ` +
    `${httpFromBelow.length} imports of http/ from below, ${seedReachIns.length} seed imports past its door, ` +
    `${testHelperImports.length} imports of test helpers from production code`,
);
if (!existsSync(src)) process.exit(2);
const failures =
  components.length +
  repoReachIns.length +
  twoWay.length +
  httpFromBelow.length +
  seedReachIns.length +
  testHelperImports.length;
if (failures > 0) {
  console.error('[check-deps] FAILED: module boundaries broken (listed above)');
  process.exit(1);
}
