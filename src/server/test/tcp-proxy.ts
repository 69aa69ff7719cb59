import net from "node:net";

/**
 * A TCP proxy in the test's own process between servers and PostgreSQL, to cut the database
 * off and bring it back (tests/reliability/database-outage.test.ts, content-sync.db.test.ts):
 * - open: every connection is passed through;
 * - cut(): open connections are reset and new ones are accepted and closed at once (a database
 *   that went away);
 * - hang(): open connections stop passing anything and new ones are accepted and never
 *   answered (a database that hangs);
 * - restore(): open again; connections left hanging are reset.
 */
export interface TcpProxy {
  port: number;
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  urlFor(databaseUrl: string): string;
  cut(): void;
  /** Connections closed at once since the proxy started, because it was cut. */
  refused(): number;
  hang(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: "open" | "cut" | "hang" = "open";
  let refused = 0;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
  };
  const resetAll = () => {
    for (const socket of sockets) socket.resetAndDestroy();
  };

  const server = net.createServer((client) => {
    track(client);
    if (mode === "cut") {
      refused++;
      client.resetAndDestroy();
      return;
    }
    if (mode === "hang") return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    urlFor: (databaseUrl) => {
      const url = new URL(databaseUrl);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    },
    cut: () => {
      mode = "cut";
      resetAll();
    },
    refused: () => refused,
    hang: () => {
      mode = "hang";
      // Nothing passes any more, either way; the sockets stay open.
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    restore: () => {
      if (mode === "hang") resetAll();
      mode = "open";
    },
    close: async () => {
      resetAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
