// The local page behind `npm run replay -- --inspect`: an HTTP and WebSocket server on 127.0.0.1 that keeps every
// message of the replay and sends all of them, from the first, to each page that connects, however late. The page
// is our own and works offline (a table of the steps); it can also open the hosted Stately inspector for those
// online, fed from the same history.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';

export const INSPECTOR_HOST = '127.0.0.1';

/** One replayed event as the page's table shows it. */
export interface StepMessage {
  kind: 'step';
  index: number;
  event: string;
  payload: string;
  state: string;
  currentStep: string;
  flags: string;
}

/** A Stately inspection event (the hosted inspector's format), kept for the optional Stately view. */
export interface StatelyMessage {
  kind: 'stately';
  data: unknown;
}

export type InspectorMessage = StepMessage | StatelyMessage;

export interface ReplayInspectorServer {
  port: number;
  url: string;
  publish: (message: InspectorMessage) => void;
  /** Every message published so far, in order: what a page that connects now receives. */
  history: () => readonly InspectorMessage[];
  stop: () => Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, INSPECTOR_HOST);
  });
}

/**
 * Starts the server on `preferredPort`, or on a free port the system picks when that one is taken (the dev server
 * usually holds 8080). Only this machine can connect: the replay shows a customer's session.
 */
export async function startReplayInspectorServer(preferredPort: number): Promise<ReplayInspectorServer> {
  const history: string[] = [];
  const messages: InspectorMessage[] = [];
  const http = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '/').split('?')[0] !== '/') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response
      .writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      })
      .end(INSPECTOR_PAGE);
  });
  let port: number;
  try {
    port = await listen(http, preferredPort);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' && (error as NodeJS.ErrnoException).code !== 'EACCES') {
      throw error;
    }
    port = await listen(http, 0);
  }
  const sockets = new WebSocketServer({
    server: http,
    // A page on another site must not read the replay through this machine's browser.
    verifyClient: ({ origin }: { origin?: string }) =>
      origin === undefined || origin === `http://${INSPECTOR_HOST}:${port}` || origin === `http://localhost:${port}`,
  });
  sockets.on('connection', (socket) => {
    for (const message of history) socket.send(message);
  });
  return {
    port,
    url: `http://${INSPECTOR_HOST}:${port}/`,
    publish: (message) => {
      const text = JSON.stringify(message);
      history.push(text);
      messages.push(message);
      for (const client of sockets.clients) if (client.readyState === WebSocket.OPEN) client.send(text);
    },
    history: () => messages,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close(() => http.close(() => resolve()));
      }),
  };
}

const INSPECTOR_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Wizard replay</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 1rem; color: #1a1a1a; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border-bottom: 1px solid #ccc; padding: .25rem .5rem; text-align: left; vertical-align: top; }
  td code { white-space: pre-wrap; word-break: break-all; font-size: 12px; }
  button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  #stately { width: 100%; height: 70vh; border: 1px solid #ccc; margin-top: 1rem; }
</style>
</head>
<body>
<h1>Wizard replay</h1>
<p id="status" role="status">Connecting…</p>
<p><button type="button" id="open-stately">Also open the Stately inspector (needs the internet)</button></p>
<table>
  <thead><tr><th scope="col">#</th><th scope="col">Event</th><th scope="col">State</th><th scope="col">Current step</th><th scope="col">Validated</th></tr></thead>
  <tbody id="steps"></tbody>
</table>
<script>
  const rows = document.getElementById('steps');
  const status = document.getElementById('status');
  const stately = [];
  let frame = null;
  let frameReady = false;
  function cell(text, code) {
    const td = document.createElement('td');
    if (code) { const c = document.createElement('code'); c.textContent = text; td.appendChild(c); }
    else td.textContent = text;
    return td;
  }
  function addStep(m) {
    const tr = document.createElement('tr');
    tr.append(cell('#' + (m.index + 1)), cell(m.event + (m.payload ? ' ' + m.payload : ''), true),
      cell(m.state), cell(m.currentStep), cell(m.flags));
    rows.appendChild(tr);
    status.textContent = rows.children.length + ' events replayed';
  }
  window.addEventListener('message', (e) => {
    if (frame && e.source === frame.contentWindow && e.data && e.data.type === '@statelyai.connected') {
      frameReady = true;
      stately.forEach((data) => frame.contentWindow.postMessage(data, '*'));
    }
  });
  document.getElementById('open-stately').addEventListener('click', () => {
    if (frame) return;
    frame = document.createElement('iframe');
    frame.id = 'stately';
    frame.title = 'Stately inspector';
    frame.src = 'https://stately.ai/inspect';
    document.body.appendChild(frame);
  });
  const ws = new WebSocket('ws://' + location.host);
  ws.onopen = () => { status.textContent = 'Connected; waiting for events'; };
  ws.onclose = () => { status.textContent = 'The replay has stopped (' + rows.children.length + ' events).'; };
  ws.onmessage = (e) => {
    const m = JSON.parse(e.data);
    if (m.kind === 'step') addStep(m);
    else if (m.kind === 'stately') {
      stately.push(m.data);
      if (frameReady) frame.contentWindow.postMessage(m.data, '*');
    }
  };
</script>
</body>
</html>`;
