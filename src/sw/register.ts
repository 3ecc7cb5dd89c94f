import React from 'react';
import {createRoot} from 'react-dom/client';
import {SERVICE_WORKER_URL, workerUrl} from './pwa.internals';

/**
 * Registers the service worker (the plugin's `swRegister`, in place of its lib/registerSw.js of 3.10.2) and,
 * when a new deployment's worker is waiting, shows the reload prompt (src/theme/PwaReloadPopup): Reload hands
 * control to the new worker, which reloads every open page of the site. Where a browser refuses service
 * workers (private windows, blocked storage), the site stays as it is, online only, with no console error:
 * the plugin's own module logs "registerSW failed" there. README.md, "Offline reading". What this assumes of
 * the plugin is in ./pwa.internals.ts.
 */

async function showReloadPrompt(onReload: () => void): Promise<void> {
  const {default: PwaReloadPopup} = await import('@theme/PwaReloadPopup');
  const container = document.createElement('div');
  document.body.appendChild(container);
  createRoot(container).render(React.createElement(PwaReloadPopup, {onReload}));
}

/**
 * Resolves `delay` ms after the page's load event, at the next idle moment. Installing the worker (its script,
 * then the shell it downloads and stores, then the files the first page loaded) keeps a core busy for about half
 * a second on a phone. Begun at the load event, as workbox-window would, it ran beside hydration; begun at the
 * first idle moment, it ran beside the reader's first action (a search typed at once took up to twice as long).
 * A page that never goes idle gets its worker `timeout` ms later; a browser without idle callbacks (Safari),
 * after the delay alone.
 */
export function whenSettled(delay = 5000, timeout = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), {timeout});
      else resolve();
    };
    const wait = () => setTimeout(idle, delay);
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, {once: true});
  });
}

async function register(): Promise<void> {
  await whenSettled();
  const {Workbox} = await import('workbox-window');
  const workbox = new Workbox(workerUrl(SERVICE_WORKER_URL));
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
}

if (typeof window !== 'undefined' && 'serviceWorker' in navigator) {
  register().catch(() => {
    // No service worker in this browser: pages load from the network as on any site.
  });
}
