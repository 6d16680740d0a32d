import { startSimulator } from './index';

// `npm start -w @seller/simulator -- [port] [host]`: this machine only unless a host is given.
const port = Number(process.argv[2] ?? 8090);
const host = process.argv[3] ?? '127.0.0.1';
const sim = await startSimulator({ port, host, logLevel: 'info' });
console.log(`simulator listening on ${sim.url} (host ${host})`);
console.log(`control API secret (X-Simulator-Secret): ${sim.secret}`);
console.log(`mail inbox: ${sim.inboxUrl}`);
