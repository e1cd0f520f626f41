/**
 * The app over the pre-rendered sign-in page (dist/sign-login.html, build/prerender-sign-login.mjs).
 * The app does not hydrate that markup: it renders the same page (same layout, providers, theme and
 * texts) with createRoot, whose first commit replaces it in one frame. For that first commit to be
 * the page and not a Suspense fallback, the sign-in view's lazy chunks are loaded first
 * (`preloadSignIn`, router.tsx; the page preloads them). Same boxes in the same places: no layout
 * shift (e2e/console/sign-in-prerender.spec.ts measures it).
 *
 * What a person did before the script arrived is carried over: the text typed into the username and
 * password fields (the old inputs keep their values once detached), the focus and caret, and what
 * the page's inline script held: a click on a tab, a reach for the language button (its menu opens)
 * and a submit, made again once the fields are filled.
 */

const fieldKey = (input: HTMLInputElement) => input.getAttribute('autocomplete') ?? input.id;

/** Sets an input's value as typing would, so React's onChange (and antd's form) see it. */
function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Watches `container` until the app's first commit has replaced `page`, then carries over the
 * typed values, the focus and a held submit.
 */
export function carryOver(container: HTMLElement, page: HTMLElement): void {
  const old = [...page.querySelectorAll<HTMLInputElement>('input')];
  let focused: HTMLInputElement | null = null;
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof HTMLInputElement && old.includes(event.target)) focused = event.target;
  };
  document.addEventListener('focusin', onFocus);
  if (document.activeElement instanceof HTMLInputElement && old.includes(document.activeElement))
    focused = document.activeElement;

  const observer = new MutationObserver(() => {
    if (page.isConnected) return;
    observer.disconnect();
    document.removeEventListener('focusin', onFocus);
    const fresh = new Map(
      [...container.querySelectorAll<HTMLInputElement>('input')].map((input) => [fieldKey(input), input]),
    );
    for (const input of old) {
      const target = fresh.get(fieldKey(input));
      if (target && input.value && !target.value) typeInto(target, input.value);
    }
    const focusTarget = focused && fresh.get(fieldKey(focused));
    if (focused && focusTarget && document.activeElement === document.body) {
      focusTarget.focus();
      const { selectionStart, selectionEnd } = focused;
      if (selectionStart !== null && selectionEnd !== null)
        focusTarget.setSelectionRange(selectionStart, selectionEnd);
    }
    const html = document.documentElement;
    const tab = html.getAttribute('data-held-tab');
    html.removeAttribute('data-held-tab');
    if (tab)
      container.querySelector<HTMLElement>(`[data-node-key="${CSS.escape(tab)}"] [role="tab"]`)?.click();
    if (html.hasAttribute('data-held-language')) {
      html.removeAttribute('data-held-language');
      // The switch's button asks for its menu on focus (LanguageSwitch.tsx) and opens it when in.
      container.querySelector<HTMLElement>('[data-testid="language-switch"]')?.focus();
    }
    if (html.hasAttribute('data-submit-wanted')) {
      html.removeAttribute('data-submit-wanted');
      const form = focusTarget?.form ?? container.querySelector('form');
      form?.requestSubmit();
    }
  });
  observer.observe(container, { childList: true });
}
