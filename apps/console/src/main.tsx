import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import './i18n';
import './global.css';
import { preloadFrame, preloadSignIn } from './routes/router';
import { getSession } from './session';

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
const painted = container.querySelector<HTMLElement>(':scope > [data-prerendered]');
if (painted?.dataset.prerendered === 'sign-login' && window.location.pathname === '/sign/login') {
  void Promise.all([
    import('./prerender/takeover').then(({ carryOver }) => carryOver(container, painted)),
    preloadSignIn(),
  ])
    .catch(() => undefined) // offline: the lazy route tries again
    .then(render);
} else if (painted?.dataset.prerendered === 'frame' && getSession()) {
  // The signed-in frame comes painted (dist/frame.html, prerender/frameShell.tsx): the frame's code
  // (and the dashboard's, when it is the page) first, so that the app's first commit is the frame
  // over the painted one, never the router's loading text in its place.
  // (antd's styles for it, console-assets/frame-antd-*.css, are in before the page adds this
  // entry: build/prerender-frame.mjs.)
  void preloadFrame()
    .catch(() => undefined)
    .then(render);
} else render();
