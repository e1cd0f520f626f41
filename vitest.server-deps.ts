/**
 * What the server's test projects (integration, bridge executables) compile themselves rather than leave
 * to Node: alipay-sdk and ylru export a `source` condition pointing at TypeScript that Node will not load
 * from node_modules, so they are inlined with the packages that import them.
 */
export const serverDeps = { inline: ['alipay-sdk', 'urllib', 'utility', 'ylru'] };
