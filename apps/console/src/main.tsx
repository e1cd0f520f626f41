import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import './i18n';
import './global.css';
import { preloadSignIn } from './routes/router';

const container = document.getElementById('root')!;
// The first render is a transition: React renders it in slices of a few milliseconds, yielding to
// the browser in between, instead of one long task (on a slow phone the first render of the app's
// tree took hundreds of milliseconds in one piece: Lighthouse's total blocking time). What shows is
// the same, committed at once.
const render = () => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
};

// /sign/login comes painted (dist/sign-login.html): its view's code first, so that the app's first
// commit is the same page and never a loading fallback over it (prerender/takeover.ts). Not awaited
// at the top level: the view's chunks import this entry's, which must finish evaluating first.
// The carry-over code is a chunk of its own, so no other first view weighs it.
const prerendered =
  window.location.pathname === '/sign/login' &&
  container.querySelector<HTMLElement>(':scope > [data-prerendered]');
if (prerendered) {
  void Promise.all([
    import('./prerender/takeover').then(({ carryOver }) => carryOver(container, prerendered)),
    preloadSignIn(),
  ])
    .catch(() => undefined) // offline: the lazy route tries again
    .then(render);
} else render();
