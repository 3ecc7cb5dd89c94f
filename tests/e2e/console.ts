import type {ConsoleMessage, Page} from '@playwright/test';

/** Console messages of one type, collected from now on. */
export function consoleOf(page: Page, type: ReturnType<ConsoleMessage['type']>): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === type) messages.push(message.text());
  });
  return messages;
}

/** A failed request's console error ("Failed to load resource") is the browser's, not the site's. */
export const isFailedLoad = (text: string) => text.startsWith('Failed to load resource');
