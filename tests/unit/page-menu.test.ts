import {describe, expect, test, vi} from 'vitest';
import {ASSISTANTS, copyTwin, type ClipboardLike} from '../../src/features/markdown-twins/components/PageMenu/actions';

const twin = '# Quick start\n\nText.\n';

/** The browser's ClipboardItem, as far as copying uses it (Node.js has none). */
class FakeItem {
  constructor(private readonly items: Record<string, Blob | PromiseLike<Blob>>) {}
  async getType(type: string): Promise<Blob> {
    const item = this.items[type];
    if (!item) throw new DOMException(type, 'NotFoundError');
    return item;
  }
}
const ClipboardItem = FakeItem as unknown as typeof globalThis.ClipboardItem;

function fetcher(status: number, body = twin): typeof fetch {
  return vi.fn(async () => new Response(body, {status})) as unknown as typeof fetch;
}

/** A clipboard that remembers what was written, by either call. */
function clipboard(fail = false): ClipboardLike & {written: () => Promise<string | undefined>} {
  let written: Promise<string | undefined> = Promise.resolve(undefined);
  return {
    writeText: vi.fn(async (text: string) => {
      if (fail) throw new DOMException('denied', 'NotAllowedError');
      written = Promise.resolve(text);
    }),
    write: vi.fn(async (items: ClipboardItems) => {
      if (fail) throw new DOMException('denied', 'NotAllowedError');
      const blob = await items[0]!.getType('text/plain');
      written = blob.text();
    }),
    written: () => written,
  };
}

describe('copyTwin', () => {
  test('with ClipboardItem: the twin is written as text/plain', async () => {
    const board = clipboard();
    expect(await copyTwin('/docs/quick-start.md', board, fetcher(200), ClipboardItem)).toBe('copied');
    expect(board.write).toHaveBeenCalledTimes(1);
    expect(await board.written()).toBe(twin);
  });

  test('without ClipboardItem: writeText with the twin', async () => {
    const board = clipboard();
    expect(await copyTwin('/docs/quick-start.md', board, fetcher(200), undefined)).toBe('copied');
    expect(board.writeText).toHaveBeenCalledWith(twin);
  });

  test('a twin that is not there (404, 500) or a lost network: failed, and the clipboard is left alone', async () => {
    for (const status of [404, 500]) {
      const board = clipboard();
      expect(await copyTwin('/nowhere.md', board, fetcher(status), undefined)).toBe('failed');
      expect(board.writeText).not.toHaveBeenCalled();
    }
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await copyTwin('/docs/quick-start.md', clipboard(), offline, ClipboardItem)).toBe('failed');
  });

  test('a blocked clipboard, or none: failed, never a throw', async () => {
    expect(await copyTwin('/docs/quick-start.md', clipboard(true), fetcher(200), undefined)).toBe('failed');
    expect(await copyTwin('/docs/quick-start.md', clipboard(true), fetcher(200), ClipboardItem)).toBe('failed');
    expect(await copyTwin('/docs/quick-start.md', undefined, fetcher(200))).toBe('failed');
  });
});

describe('assistant links', () => {
  test('the prompt travels whole, encoded, in the q parameter', () => {
    const prompt = 'Read https://farmfe.org/zh/docs/quick-start.md so I can ask questions about it. & more?';
    for (const make of [ASSISTANTS.chatgpt, ASSISTANTS.claude]) {
      const url = new URL(make(prompt));
      expect(url.protocol).toBe('https:');
      expect(url.searchParams.get('q')).toBe(prompt);
    }
    expect(new URL(ASSISTANTS.chatgpt(prompt)).host).toBe('chatgpt.com');
    expect(new URL(ASSISTANTS.claude(prompt)).host).toBe('claude.ai');
  });
});
