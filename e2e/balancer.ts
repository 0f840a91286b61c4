// A stand-in load balancer in front of nginx: it forwards each request from its own address (`from`, a
// loopback address of its own, as a balancer on another machine) and adds the client's address to
// X-Forwarded-For, as real ones do (whatever the client wrote there stays in front of it).
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Balancer = { port: number; stop: () => Promise<void> };

export const startBalancer = async ({
  target,
  from,
}: {
  target: number;
  from: string;
}): Promise<Balancer> => {
  const server: Server = createServer((req, res) => {
    const client = req.socket.remoteAddress ?? '';
    const forwarded = req.headers['x-forwarded-for'];
    const upstream = request(
      {
        host: '127.0.0.1',
        port: target,
        localAddress: from,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwarded ? `${forwarded}, ${client}` : client },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
};
