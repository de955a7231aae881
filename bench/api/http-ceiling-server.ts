// The HTTP ceiling: a bare Fastify (no plugins, no hooks, no logger) answering each path with
// the JSON the API gave for it, serialised per request like any handler's answer.
//   node --import tsx http-ceiling-server.ts <port> <answers.json>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, answersFile] = process.argv.slice(2);
const answers = JSON.parse(readFileSync(answersFile!, 'utf8')) as Record<string, unknown>;
const app = Fastify({ logger: false });
for (const [path, body] of Object.entries(answers)) app.get(path, async () => body);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
