import { useEffect, useState } from 'react';

/** localStorage: the sidebar groups left open, so a reload or a new tab shows the menu as it was. */
const OPEN_GROUPS_KEY = 'dahua.menuOpenGroups';

function storedGroups(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(OPEN_GROUPS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

function storeGroups(keys: string[]) {
  localStorage.setItem(OPEN_GROUPS_KEY, JSON.stringify(keys));
}

const withGroups = (open: string[], more: string[]) => [...new Set([...open, ...more])];

/**
 * The sidebar's open groups, controlled: the ones the person left open (remembered), plus the
 * groups of the current page, opened on load and on every change of page.
 */
export function useOpenMenuGroups(currentGroups: string[]): [string[], (keys: string[]) => void] {
  const [open, setOpen] = useState(() => withGroups(storedGroups(), currentGroups));
  const current = currentGroups.join('\n');
  useEffect(() => {
    setOpen((previous) => {
      const next = withGroups(previous, current ? current.split('\n') : []);
      if (next.length !== previous.length) storeGroups(next);
      return next;
    });
  }, [current]);
  const change = (keys: string[]) => {
    setOpen(keys);
    storeGroups(keys);
  };
  return [open, change];
}
