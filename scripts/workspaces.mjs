// The buildable parts of the product, in build order, with what proves each is built.
export const BUILD_STEPS = [
  { workspace: 'packages/shared', sources: ['packages/shared/src'], output: 'packages/shared/dist/index.js' },
  {
    workspace: 'apps/console',
    sources: ['apps/console/src', 'apps/console/index.html', 'packages/shared/src'],
    output: 'apps/console/dist/index.html',
  },
  {
    workspace: 'apps/site',
    sources: ['apps/site/src', 'packages/shared/src'],
    output: 'apps/site/dist/index.html',
  },
  { workspace: 'apps/server', sources: ['apps/server/src'], output: 'apps/server/dist/main.js' },
];
