import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DETAIL } from '../lib/http-errors';

/**
 * Serves the built web app at / with a fallback to index.html for client-side
 * routes, and owns the not-found answer: /api/* (and any unknown path when the
 * web app is not built) is a JSON 404.
 */
async function webAppPlugin(app: FastifyInstance, opts: { distDir: string | undefined }) {
  const distDir = opts.distDir ? path.resolve(opts.distDir) : undefined;
  const hasWebApp = Boolean(distDir && existsSync(path.join(distDir, 'index.html')));
  if (!hasWebApp || !distDir) {
    app.log.info('web app not built: serving the API only');
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ detail: DETAIL.notFound }),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      void reply.header(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage || url.startsWith('/api') || path.extname(url.split('?')[0] ?? '') !== '') {
      return reply.status(404).send({ detail: DETAIL.notFound });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}

export default fp(webAppPlugin, { name: 'kiwi-web-app' });
