/**
 * The site's only script (plain DOM, no framework): language choice, dropdown menus with
 * keyboard support, the mobile menu, the /classjijia pager and the enquiry forms (issue 30 §4: shown
 * by this script only, posted as JSON; field errors and the reference number shown in place).
 * Built to /assets/site.<hash>.js.
 */

const LANGUAGE_KEY = 'lange';

function rememberLanguage(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lang]')) {
    link.addEventListener('click', () => {
      try {
        localStorage.setItem(LANGUAGE_KEY, link.dataset.lang === 'en' ? 'en' : 'ch');
      } catch {
        // Storage may be unavailable (private mode); the link still navigates.
      }
    });
  }
}

function menuItems(panel: HTMLElement): HTMLAnchorElement[] {
  return [...panel.querySelectorAll<HTMLAnchorElement>('a[href]')];
}

function setupDropdown(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('button[aria-controls]');
  const panel = button ? document.getElementById(button.getAttribute('aria-controls') ?? '') : null;
  if (!button || !panel) return;

  const setOpen = (open: boolean): void => {
    button.setAttribute('aria-expanded', String(open));
    root.classList.toggle('is-open', open);
  };
  const isOpen = (): boolean => button.getAttribute('aria-expanded') === 'true';
  const focusItem = (index: number): void => {
    const items = menuItems(panel);
    if (items.length === 0) return;
    items[(index + items.length) % items.length]?.focus();
  };

  button.addEventListener('click', () => setOpen(!isOpen()));
  button.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      focusItem(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      focusItem(-1);
    }
  });
  panel.addEventListener('keydown', (event) => {
    const items = menuItems(panel);
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(current + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(current - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusItem(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusItem(-1);
    }
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) {
      setOpen(false);
      button.focus();
    }
  });
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  document.addEventListener('click', (event) => {
    if (!root.contains(event.target as Node)) setOpen(false);
  });
}

function setupNavToggle(): void {
  const toggle = document.querySelector<HTMLButtonElement>('button[data-nav-toggle]');
  const nav = toggle ? document.getElementById(toggle.getAttribute('aria-controls') ?? '') : null;
  if (!toggle || !nav) return;
  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    nav.classList.toggle('is-open', open);
  });
}

function setupPager(root: HTMLElement): void {
  const items = [...root.querySelectorAll<HTMLElement>('[data-page]')];
  const pageSize = Number(root.dataset.pageSize) || 5;
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const status = root.querySelector<HTMLElement>('[data-pager-status]');
  const template = status?.dataset.template ?? '{page} / {count}';
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-goto]')];
  let page = 1;

  const show = (next: number): void => {
    page = Math.min(Math.max(1, next), pageCount);
    for (const item of items) item.hidden = Number(item.dataset.page) !== page;
    for (const button of buttons) {
      const target = button.dataset.goto;
      if (target === 'prev') button.disabled = page === 1;
      else if (target === 'next') button.disabled = page === pageCount;
      else button.setAttribute('aria-current', String(Number(target) === page));
    }
    if (status)
      status.textContent = template.replace('{page}', String(page)).replace('{count}', String(pageCount));
  };

  for (const button of buttons) {
    button.addEventListener('click', () => {
      const target = button.dataset.goto;
      show(target === 'prev' ? page - 1 : target === 'next' ? page + 1 : Number(target));
    });
  }
  show(1);
}

type Envelope = {
  msg?: string;
  data?: { reference?: string; fields?: { field: string; message: string }[] };
};

function setupEnquiry(form: HTMLFormElement): void {
  const status = form.querySelector<HTMLElement>('[data-enquiry-status]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const say = (text: string, error: boolean): void => {
    if (!status) return;
    status.textContent = text;
    status.classList.toggle('is-error', error);
  };
  const clearErrors = (): void => {
    for (const slot of form.querySelectorAll<HTMLElement>('[data-error-for]')) slot.textContent = '';
    for (const field of form.querySelectorAll('[aria-invalid]')) field.removeAttribute('aria-invalid');
  };
  form.hidden = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearErrors();
    const body: Record<string, string> = {};
    new FormData(form).forEach((value, key) => {
      if (typeof value === 'string') body[key] = value;
    });
    say(form.dataset.sending ?? '', false);
    if (button) button.disabled = true;
    fetch('/api/external/enquiries', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        lang: document.documentElement.lang === 'en' ? 'en' : 'ch',
      },
      body: JSON.stringify(body),
    })
      .then(async (response) => {
        const answer = (await response.json().catch(() => ({}))) as Envelope;
        if (response.ok && answer.data?.reference) {
          form.reset();
          say((form.dataset.sent ?? '{reference}').replace('{reference}', answer.data.reference), false);
          return;
        }
        const fields = answer.data?.fields ?? [];
        for (const { field, message } of fields) {
          const slot = form.querySelector<HTMLElement>(`[data-error-for="${field}"]`);
          if (slot) slot.textContent = message;
          form.querySelector(`[name="${field}"]`)?.setAttribute('aria-invalid', 'true');
        }
        say(fields.length > 0 ? '' : (answer.msg ?? form.dataset.failed ?? ''), fields.length === 0);
      })
      .catch(() => say(form.dataset.failed ?? '', true))
      .finally(() => {
        if (button) button.disabled = false;
      });
  });
}

rememberLanguage();
for (const dropdown of document.querySelectorAll<HTMLElement>('[data-dropdown]')) setupDropdown(dropdown);
setupNavToggle();
for (const pager of document.querySelectorAll<HTMLElement>('[data-pager]')) setupPager(pager);
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-enquiry]')) setupEnquiry(form);
