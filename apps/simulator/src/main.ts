import { startSimulator } from './index';

const port = Number(process.argv[2] ?? 8090);
const sim = await startSimulator({ port, host: '0.0.0.0', logLevel: 'info' });
console.log(`simulator listening on ${sim.url}`);
