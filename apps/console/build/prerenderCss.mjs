// antd's styles for a page rendered at build time (prerender-sign-login.mjs, prerender-frame.mjs):
// the rules of the cssinjs cache that the page's markup can use, the rest dropped.

/** Every class the markup uses. */
export function classesOf(markup) {
  const used = new Set();
  for (const [, list] of markup.matchAll(/\sclass="([^"]*)"/g))
    for (const c of list.split(/\s+/)) used.add(c);
  return used;
}

/** The top-level blocks of minified CSS: [prelude, body] (quotes respected). */
function blocks(text) {
  const out = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{') {
      if (depth++ === 0) open = i;
    } else if (ch === '}' && --depth === 0) {
      out.push([text.slice(start, open).trim(), text.slice(open + 1, i)]);
      start = i + 1;
    }
  }
  return out;
}

/** The rules a selector list needs to be live: some selector whose classes (outside :not()) are all used. */
function live(selectors, used) {
  return selectors.split(',').some((selector) => {
    const plain = selector.replace(/:not\([^)]*\)/g, '');
    return [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every(([, c]) => used.has(c));
  });
}

/** `css` without the rules no element of the markup can match (at-rules kept, @media pruned inside). */
export function prune(text, used) {
  return blocks(text)
    .map(([prelude, body]) => {
      if (prelude.startsWith('@media') || prelude.startsWith('@supports') || prelude.startsWith('@layer')) {
        const inner = prune(body, used);
        return inner ? `${prelude}{${inner}}` : '';
      }
      if (prelude.startsWith('@')) return `${prelude}{${body}}`;
      return live(prelude, used) ? `${prelude}{${body}}` : '';
    })
    .join('');
}
