import net from 'node:net';

/** Raw HTTP/1.1 over a socket, for request lines that http.request or fetch would refuse or rewrite. */

export type RawAnswer = {
  /** Every byte the server sent before it closed the connection. */
  bytes: Buffer;
  /** Status of the first response, null when none came. */
  status: number | null;
  /** Headers of the first response, names in lower case. */
  headers: Record<string, string>;
  /** Body of the first response (everything after its head). */
  body: Buffer;
  /** True when the server neither answered nor closed within the time allowed. */
  timedOut: boolean;
};

/**
 * Sends the bytes as they are, half-closes the connection (so the server answers and closes) and
 * collects everything until the server closes, or until `timeoutMs` pass without a byte.
 */
export function sendRaw(port: number, request: string | Buffer, timeoutMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let timedOut = false;
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(timeoutMs, () => {
      timedOut = true;
      socket.destroy();
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A reset after the server answered (it may close before reading all of a long request) still counts.
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({...parse(Buffer.concat(chunks)), timedOut}));
    socket.end(typeof request === 'string' ? Buffer.from(request, 'latin1') : request);
  });
}

function parse(bytes: Buffer): Omit<RawAnswer, 'timedOut'> {
  const headEnd = bytes.indexOf('\r\n\r\n');
  const head = bytes.subarray(0, headEnd < 0 ? bytes.length : headEnd).toString('latin1');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    bytes,
    status: status ? Number(status[1]) : null,
    headers,
    body: headEnd < 0 ? Buffer.alloc(0) : bytes.subarray(headEnd + 4),
  };
}

/** A GET (or another method) for the target, with a Host header, closing after the answer. */
export function requestLine(target: string, method = 'GET'): string {
  return `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;
}
