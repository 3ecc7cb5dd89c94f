/** Where the e2e tests serve the build: one definition for the Playwright config and the shared contexts. */
export const port = Number(process.env.E2E_PORT ?? 4173);
export const origin = `http://127.0.0.1:${port}`;
/** A URL of any other host: no test may reach one. */
export const external = /^https?:\/\/(?!127\.0\.0\.1[:/])/;

/**
 * The browser's proxy for every test: requests to any host but 127.0.0.1 go to a port where nothing listens, so
 * they fail at once, as on an offline machine, in every context and tab. Unlike a route, this leaves the HTTP
 * cache (and with it V8's code cache) on, as a reader's browser has it. Chromium lets loopback names such as
 * `localhost` bypass a proxy unless told `<-loopback>`; of the bypass rules, the later one that matches wins.
 */
export const offlineProxy = {server: 'http://127.0.0.1:9', bypass: '<-loopback>, 127.0.0.1'};
