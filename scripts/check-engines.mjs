// Every package the lockfile installs accepts every Node version the root package.json declares
// (`engines.node`), so `npm ci` on a supported Node prints no EBADENGINE warning and the README's
// requirement is the real one. Optional platform packages count too: they are what another
// developer's machine installs. Prints each offender, what brings it in, and fails.
//   node scripts/check-engines.mjs [path/to/package-lock.json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = path.resolve(process.argv[2] ?? path.join(root, 'package-lock.json'));
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));

const declared = manifest.engines?.node;
if (!declared || !semver.validRange(declared)) {
  console.error(
    `[engines] package.json must declare the supported Node versions in engines.node (has ${declared})`,
  );
  process.exit(1);
}

/** "node_modules/a/node_modules/@b/c" → "@b/c" */
const nameOf = (key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** The lockfile key a dependency named `name` of the entry at `from` resolves to (Node's lookup). */
function resolve(from, name) {
  let dir = from;
  for (;;) {
    const key = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[key]) return key;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut >= 0 ? dir.slice(0, cut) : '';
  }
}

/** The entries whose dependency resolves to the lockfile entry at `target`: what brings it in. */
function dependentsOf(target) {
  const name = nameOf(target);
  const found = new Set();
  for (const [key, entry] of Object.entries(lock.packages)) {
    const kinds = [
      entry.dependencies,
      entry.optionalDependencies,
      entry.peerDependencies,
      entry.devDependencies,
    ];
    const wanted = kinds.find((deps) => deps?.[name])?.[name];
    if (wanted && resolve(key, name) === target)
      found.add(
        `${key === '' ? 'the root' : key.includes('node_modules/') ? nameOf(key) : key}@${entry.version ?? ''} (${wanted})`,
      );
  }
  return [...found];
}

const offenders = [];
let checked = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  if (!key.includes('node_modules/')) continue; // the root and the workspaces themselves
  // Old packages may give engines as an array of strings; npm reads only the object form.
  const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
  if (!wanted) continue;
  const range = semver.validRange(wanted, { loose: true });
  if (!range) continue; // npm ignores a range it cannot read, and so do we
  checked++;
  if (!semver.subset(declared, range, { loose: true })) offenders.push({ key, entry, wanted });
}

if (offenders.length === 0) {
  console.log(
    `[engines] all ${checked} packages that name a Node range in ${path.relative(root, lockPath)} accept node ${declared}`,
  );
  process.exit(0);
}
console.error(
  `[engines] package.json declares node ${declared}; these packages in the lockfile do not accept all of it:`,
);
for (const { key, entry, wanted } of offenders) {
  const flags = [entry.dev && 'dev', entry.optional && 'optional'].filter(Boolean).join(', ');
  console.error(`  ${nameOf(key)}@${entry.version} wants node ${wanted}${flags ? ` [${flags}]` : ''}`);
  console.error(`    at ${key}, brought in by ${dependentsOf(key).join('; ') || 'nothing listed'}`);
}
console.error(
  '[engines] Pin a version that supports the declared range (package.json "overrides", or the dependency\n' +
    '          that brings it in), or change engines.node and the README to the real requirement.',
);
process.exit(1);
