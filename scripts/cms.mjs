// `npm run cms`: the editor on your own machine. Starts Decap's local backend (decap-server, port 8081),
// which reads and writes this working copy's files with no login and no network, and the development
// site; open http://localhost:3000/admin/. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { LOCAL_CMS_PORT } from './csp.mjs';

const children = [
  spawn('npx', ['decap-server'], { stdio: 'inherit', env: { ...process.env, MODE: 'fs', PORT: String(LOCAL_CMS_PORT) } }),
  spawn('npx', ['next', 'dev'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } }),
];
console.log('Editor: http://localhost:3000/admin/ (files are saved straight into content/)');

const stop = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const child of children) child.on('exit', (code) => (stop(), (process.exitCode ||= code ?? 0)));
