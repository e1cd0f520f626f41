import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import { scaleModel } from '@dahua/shared';
import {
  CommandSplitter,
  commandLetterOf,
  DecodeError,
  decodeCommand,
  frameReply,
  type ProtocolOptions,
} from '@dahua/tm-protocol';
import { EditError, type Outcome, pluJson, ScaleMemory, SellError, saleJson } from './memory.js';

export interface SimulatorOptions {
  /** TCP port of the protocol (0: any free port). Default 4001. */
  port?: number;
  /** HTTP port of the control interface (0: any free port). Default 0. */
  controlPort?: number;
  /** Address both listen on. Default 127.0.0.1. */
  host?: string;
  /** A SCALE_MODELS code. Default TM-Aa. */
  model?: string;
  /** Time the scale takes per record before it answers. Default 30 ms (≈ 9,999 PLUs in 5 minutes). */
  delayMs?: number;
  /** The uncertain protocol points (tm-protocol's options). */
  protocol?: Partial<ProtocolOptions>;
  /** Where log lines go. Default console.log. */
  log?: (line: string) => void;
}

export interface Simulator {
  port: number;
  controlPort: number;
  memory: ScaleMemory;
  close(): Promise<void>;
}

type Counts = Record<string, number>;

const listen = (server: Server | ReturnType<typeof createHttpServer>, port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });

/** How long a connection made while the slot is taken waits for the current client's FIN. */
const FIN_GRACE_MS = 100;

const closeServer = (server: Server | ReturnType<typeof createHttpServer>) =>
  new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * One simulated scale: the protocol on a TCP port (one client at a time, one command in flight, the
 * documented replies, silence on a malformed record), and a control interface over HTTP.
 */
export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const host = options.host ?? '127.0.0.1';
  const model = scaleModel(options.model ?? 'TM-Aa');
  if (!model) throw new Error(`unknown scale model ${options.model}`);
  const delayMs = options.delayMs ?? 30;
  const protocol = options.protocol ?? {};
  const log = options.log ?? ((line: string) => console.log(line));
  const memory = new ScaleMemory(model, protocol);
  const received: Counts = {};
  const accepted: Counts = {};
  let client: Socket | null = null;
  let inFlight = false;
  let silentUntil = 0;
  let dropAfter: number | null = null;
  let tcp: Server;
  let port = options.port ?? 4001;
  let restarting: Promise<void> | null = null;
  const say = (line: string) => log(`[scale-sim ${model.code} :${port}] ${line}`);

  function answer(socket: Socket, line: string, outcome: Outcome) {
    if ('silence' in outcome) {
      say(`silent on ${line.slice(0, 16)}…: ${outcome.silence}`);
      return;
    }
    const letter = commandLetterOf(line) ?? '?';
    accepted[letter] = (accepted[letter] ?? 0) + 1;
    if (!socket.destroyed) socket.write(outcome.bytes ?? frameReply(outcome.reply));
  }

  function onRecord(socket: Socket, line: string) {
    const letter = commandLetterOf(line) ?? '?';
    received[letter] = (received[letter] ?? 0) + 1;
    if (dropAfter !== null) {
      if (dropAfter === 0) {
        dropAfter = null;
        say(`dropping the connection mid-command (${line.slice(0, 16)}… not applied)`);
        socket.destroy();
        return;
      }
      dropAfter--;
    }
    if (Date.now() < silentUntil) {
      say(`silent (told to be): ${line.slice(0, 16)}… ignored`);
      return;
    }
    if (inFlight) {
      say(`a second command while one is in flight: ${line.slice(0, 16)}… ignored`);
      return;
    }
    let outcome: Outcome;
    try {
      outcome = memory.apply(decodeCommand(line, protocol));
    } catch (error) {
      if (!(error instanceof DecodeError)) throw error;
      say(`malformed record, no reply: ${error.message} — ${JSON.stringify(line.slice(0, 40))}`);
      return;
    }
    if (delayMs <= 0) return answer(socket, line, outcome);
    inFlight = true;
    setTimeout(() => {
      inFlight = false;
      if (socket === client) answer(socket, line, outcome);
    }, delayMs);
  }

  /** Called when the slot frees (the client's FIN, or its close). */
  let slotWaiters: (() => void)[] = [];

  /**
   * A connection while the slot is taken: the current client's FIN may already be on its way (it was
   * sent before this connection's SYN, but Node may report the connection first), so the newcomer
   * waits up to FIN_GRACE_MS for the slot before it is refused.
   */
  function onConnection(socket: Socket) {
    if (!client) return serve(socket);
    socket.pause();
    const timer = setTimeout(() => {
      slotWaiters = slotWaiters.filter((waiter) => waiter !== take);
      say(`refused a second client from ${socket.remoteAddress}: one client at a time`);
      socket.destroy();
    }, FIN_GRACE_MS);
    const take = () => {
      clearTimeout(timer);
      if (socket.destroyed) return slotWaiters.shift()?.(); // gave up meanwhile: the next one
      socket.resume();
      serve(socket);
    };
    slotWaiters.push(take);
    socket.on('error', () => {});
  }

  function serve(socket: Socket) {
    client = socket;
    inFlight = false;
    socket.setNoDelay(true);
    const splitter = new CommandSplitter();
    socket.on('data', (chunk) => {
      let lines: string[];
      try {
        lines = splitter.push(chunk);
      } catch (error) {
        say(`malformed stream, no reply: ${(error as Error).message}`);
        return;
      }
      for (const line of lines) {
        if (socket.destroyed) return;
        onRecord(socket, line);
      }
    });
    socket.on('error', () => {});
    // The slot is free as soon as the client's FIN arrives ('end'), not only once the socket has
    // closed: a client that ends and reconnects at once must not find the scale still taken.
    const free = () => {
      if (client !== socket) return;
      client = null;
      inFlight = false;
      const next = slotWaiters.shift();
      next?.();
    };
    socket.on('end', () => {
      free();
      socket.destroy();
    });
    socket.on('close', free);
  }

  async function openTcp() {
    tcp = createTcpServer(onConnection);
    port = await listen(tcp, port, host);
  }
  await openTcp();

  async function restart(ms: number) {
    say(`restarting (power cycle): off for ${ms} ms; memory kept`);
    client?.destroy();
    client = null;
    inFlight = false;
    silentUntil = 0;
    dropAfter = null;
    await closeServer(tcp);
    await new Promise((resolve) => setTimeout(resolve, ms));
    await openTcp();
    say('back on');
  }

  const control = createHttpServer((request, response) => {
    handle(request, response).catch((error) => send(response, 500, { error: String(error) }));
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://sim');
    const route = `${request.method} ${url.pathname}`;
    const body = request.method === 'POST' ? await jsonBody(request) : {};
    if (body === undefined) return send(response, 400, { error: 'the body is not JSON' });
    const read = /^GET \/plu\/([^/]+)$/.exec(route);
    if (read) {
      const n = Number(read[1]);
      if (!Number.isInteger(n) || n < 1)
        return send(response, 400, { error: 'the PLU number must be a whole number ≥ 1' });
      const record = memory.pluRecord(n);
      return record
        ? send(response, 200, pluJson(record))
        : send(response, 404, { error: `PLU ${n} is not in this scale's memory` });
    }
    switch (route) {
      case 'POST /plu': {
        const { plu, ...fields } = body as Record<string, unknown>;
        try {
          const record = memory.editPlu(plu, fields);
          say(`PLU ${record.plu} changed at the keyboard: ${Object.keys(fields).join(', ')}`);
          return send(response, 200, pluJson(record));
        } catch (error) {
          if (error instanceof EditError) return send(response, error.status, { error: error.message });
          throw error;
        }
      }
      case 'POST /plu/forget': {
        const plu = (body as { plu?: unknown }).plu;
        if (typeof plu !== 'number' || !Number.isInteger(plu))
          return send(response, 400, { error: 'plu must be a whole number' });
        if (!memory.forgetPlu(plu))
          return send(response, 404, { error: `PLU ${plu} is not in this scale's memory` });
        say(`PLU ${plu} lost (as after a power cut)`);
        return send(response, 200, { forgotten: plu });
      }
      case 'GET /memory':
        return send(response, 200, { ...memory.toJSON(), received, accepted });
      case 'GET /counters':
        return send(response, 200, { received, accepted });
      case 'POST /counters/reset':
        for (const counts of [received, accepted]) for (const key of Object.keys(counts)) delete counts[key];
        return send(response, 200, { received, accepted });
      case 'POST /sell':
        try {
          const record = memory.sell(body as never);
          say(`sold PLU ${record.plu}: record ${record.recordNumber}, total ${record.totalAfterDiscount}`);
          return send(response, 200, saleJson(record, protocol));
        } catch (error) {
          if (error instanceof SellError) return send(response, error.status, { error: error.message });
          throw error;
        }
      case 'POST /drop': {
        const after = (body as { after?: unknown }).after;
        if (after !== undefined && !(Number.isInteger(after) && (after as number) >= 0))
          return send(response, 400, { error: 'after must be a whole number of records' });
        if (after === undefined && client) {
          say('dropping the connection (told to)');
          client.destroy();
          client = null;
          return send(response, 200, { dropped: true });
        }
        dropAfter = (after as number | undefined) ?? 0;
        return send(response, 200, { dropped: false, drop_after_records: dropAfter });
      }
      case 'POST /silence': {
        const ms = (body as { ms?: unknown }).ms;
        if (!Number.isInteger(ms) || (ms as number) < 0)
          return send(response, 400, { error: 'ms must be a whole number' });
        silentUntil = Date.now() + (ms as number);
        say(`silent for ${ms} ms`);
        return send(response, 200, { silent_until: new Date(silentUntil).toISOString() });
      }
      case 'POST /restart': {
        const ms = (body as { ms?: unknown }).ms ?? 200;
        if (!Number.isInteger(ms) || (ms as number) < 0)
          return send(response, 400, { error: 'ms must be a whole number' });
        restarting = restart(ms as number);
        await restarting;
        restarting = null;
        return send(response, 200, { restarted: true, memory_kept: true });
      }
      default:
        return send(response, 404, { error: `no ${route}` });
    }
  }

  const controlPort = await listen(control, options.controlPort ?? 0, host);
  say(
    `listening: protocol on ${host}:${port}, control on http://${host}:${controlPort}, ${delayMs} ms a record`,
  );

  return {
    get port() {
      return port;
    },
    controlPort,
    memory,
    async close() {
      await restarting;
      client?.destroy();
      control.closeAllConnections();
      await Promise.all([closeServer(tcp), closeServer(control)]);
    },
  };
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 65_536) return undefined;
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  try {
    const value = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
