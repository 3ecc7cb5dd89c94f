/**
 * The page menu's pure parts (src/features/markdown-twins/components/PageMenu): the links that hand a page's
 * Markdown twin to an
 * AI assistant, and copying the twin to the clipboard.
 */

/** Where the assistants take a prompt in their address (a new chat, with the prompt filled in). */
export const ASSISTANTS = {
  chatgpt: (prompt: string) => `https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}`,
  claude: (prompt: string) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`,
} as const;

export type CopyResult = 'copied' | 'failed';

/** The clipboard calls copying needs (a part of the browser's Clipboard). */
export type ClipboardLike = Pick<Clipboard, 'writeText'> & Partial<Pick<Clipboard, 'write'>>;

/** The Markdown at `url`; rejects on a network error or a status other than 200. */
async function fetchText(url: string, fetcher: typeof fetch): Promise<string> {
  const response = await fetcher(url, {headers: {Accept: 'text/markdown, text/plain'}});
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Fetches the twin at `url` and puts its text on the clipboard. Where the browser has ClipboardItem, the
 * clipboard is written at once with the fetch still under way, so that browsers which only let a click
 * write to the clipboard (Safari) still do; elsewhere the text is written when it arrives. Never throws:
 * a blocked clipboard, a lost network or a missing twin is 'failed'.
 */
export async function copyTwin(
  url: string,
  clipboard: ClipboardLike | undefined,
  fetcher: typeof fetch,
  Item: typeof ClipboardItem | undefined = typeof ClipboardItem === 'undefined' ? undefined : ClipboardItem,
): Promise<CopyResult> {
  if (!clipboard) return 'failed';
  try {
    const text = fetchText(url, fetcher);
    if (Item && clipboard.write) {
      const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
      await clipboard.write([new Item({'text/plain': blob})]);
    } else {
      await clipboard.writeText(await text);
    }
    return 'copied';
  } catch {
    return 'failed';
  }
}
