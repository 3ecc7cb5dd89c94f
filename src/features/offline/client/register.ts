import React from 'react';
import {createRoot, type Root} from 'react-dom/client';
import OfflineNotice from '@site/src/features/offline/components/OfflineNotice';
import {SERVICE_WORKER_URL, workerUrl} from '../shared/pwa.internals';

/**
 * Registers the service worker (the plugin's `swRegister`, in place of its lib/registerSw.js of 3.10.2) and,
 * when a new deployment's worker is waiting, shows the reload prompt (src/theme/PwaReloadPopup): Reload hands
 * control to the new worker, which reloads every open page of the site. Where a browser refuses service
 * workers (private windows, blocked storage), the site stays as it is, online only, with no console error:
 * the plugin's own module logs "registerSW failed" there. README.md, "Offline reading". What this assumes of
 * the plugin is in ../shared/pwa.internals.ts.
 */

async function showReloadPrompt(onReload: () => void): Promise<void> {
  const {default: PwaReloadPopup} = await import('@theme/PwaReloadPopup');
  const container = document.createElement('div');
  document.body.appendChild(container);
  createRoot(container).render(React.createElement(PwaReloadPopup, {onReload}));
}

/**
 * Resolves `delay` ms after the page's load event, at the next idle moment, or as soon as the reader leaves the
 * page (it is hidden: another tab, another app, the tab closed), whichever comes first. Installing the worker (its
 * script, then the shell it downloads and stores, then the files the first page loaded) keeps a core busy for about
 * half a second on a phone. Begun at the load event, as workbox-window would, it ran beside hydration; begun at the
 * first idle moment, it ran beside the reader's first action (a search typed at once took up to twice as long).
 * A hidden page has no reader to slow down, and a reader who leaves within the delay would otherwise find nothing
 * saved. A page that never goes idle gets its worker `timeout` ms later; a browser without idle callbacks (Safari),
 * after the delay alone.
 */
export function whenSettled(delay = 5000, timeout = 10_000): Promise<'settled' | 'left'> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve('settled'), {timeout});
      } else resolve('settled');
    };
    const wait = () => setTimeout(idle, delay);
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, {once: true});
    const leave = () => {
      if (document.visibilityState === 'hidden') resolve('left');
    };
    document.addEventListener('visibilitychange', leave);
    window.addEventListener('pagehide', () => resolve('left'), {once: true});
    leave();
  });
}

/** The scope of the locale's worker: the folder of its script (/ or /zh/), as an absolute URL. */
export function workerScope(base: string, pageUrl: string): string {
  return new URL('.', new URL(base, pageUrl)).href;
}

/**
 * Whether this locale's worker is active, so that its offline page and the pages kept so far answer offline.
 * Another locale's worker does not count: the English one, whose scope `/` holds `/zh/`, leaves `/zh/` alone.
 */
async function offlineReady(scope: string): Promise<boolean> {
  const registration = await navigator.serviceWorker.getRegistration(scope);
  return registration?.scope === scope && Boolean(registration.active);
}

/**
 * While the browser is offline and this locale's worker is not active yet, says so in a status region
 * (src/features/offline/components/OfflineNotice): the site is not saved for offline reading, so reloading or
 * opening another page would show the browser's own error. The notice is in the main bundle, as it must show
 * without a network.
 */
function watchOffline(scope: string): void {
  let shown: {container: HTMLElement; root: Root} | undefined;
  const hide = () => {
    shown?.root.unmount();
    shown?.container.remove();
    shown = undefined;
  };
  const check = async () => {
    if (navigator.onLine || shown) return;
    const ready = await offlineReady(scope).catch(() => false);
    // The connection may have come back, or another check shown the notice, while the registration was read.
    if (ready || navigator.onLine || shown) return;
    const container = document.createElement('div');
    container.setAttribute('role', 'status');
    document.body.appendChild(container);
    const root = createRoot(container);
    shown = {container, root};
    root.render(React.createElement(OfflineNotice, {onClose: hide}));
  };
  window.addEventListener('offline', () => void check());
  window.addEventListener('online', hide);
  void check();
}

async function register(): Promise<void> {
  const moment = await whenSettled();
  const url = workerUrl(SERVICE_WORKER_URL);
  // Leaving the page: the registration has to start now, before the page may be gone (workbox-window is a chunk
  // still to load). The browser installs the worker even if the tab closes; workbox-window registers the same
  // script below, which gives this registration back.
  if (moment === 'left') navigator.serviceWorker.register(url).catch(() => undefined);
  const {Workbox} = await import('workbox-window');
  const workbox = new Workbox(url);
  let prompted = false;
  const prompt = () => {
    if (prompted) return;
    prompted = true;
    void showReloadPrompt(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  };
  // A new worker finished installing while this page is open, or it was already waiting from an earlier visit.
  workbox.addEventListener('waiting', prompt);
  const registration = await workbox.register();
  if (registration?.waiting && registration.active) prompt();
  // Registered earlier on leaving the page: a new worker may be installing that workbox-window did not see start.
  const installing = registration?.installing;
  installing?.addEventListener('statechange', () => {
    if (installing.state === 'installed' && registration?.active) prompt();
  });
}

if (typeof window !== 'undefined' && 'serviceWorker' in navigator) {
  watchOffline(workerScope(SERVICE_WORKER_URL, window.location.href));
  register().catch(() => {
    // No service worker in this browser: pages load from the network as on any site.
  });
}
