/** Where the e2e tests serve the build: one definition for the Playwright config and the shared contexts. */
export const port = Number(process.env.E2E_PORT ?? 4173);
export const origin = `http://127.0.0.1:${port}`;
/** A URL of any other host: no test may reach one. */
export const external = /^https?:\/\/(?!127\.0\.0\.1[:/])/;
