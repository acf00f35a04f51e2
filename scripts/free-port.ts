// A TCP port nobody listens on right now, for the processes scripts and tests start.
import net from "node:net";

/** `wanted` when it is free (and this process may listen on it), else any free port. */
export function freePort(wanted = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", wanted === 0 ? reject : () => resolve(freePort()));
    server.listen(wanted, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
