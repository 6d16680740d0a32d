import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from '@seller/shared/contracts/contract';
import { fileBytes } from '@seller/shared/schemas/envelope';
import { mount } from './contract-routes';

// mount() (issue 38 §1): a contract's schemas, access and idempotency reach Fastify as declared.
const echo = contract({
  method: 'POST',
  path: '/echo/:id',
  access: 'member',
  idempotent: true,
  params: z.object({ id: z.coerce.number().int() }),
  body: z.object({ text: z.string().max(5) }),
  answer: z.object({ id: z.number(), text: z.string() }),
  errors: ['NOT_FOUND'],
});

async function appWith(hooks = {}) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const seen: unknown[] = [];
  app.addHook('onRoute', (r) => void seen.push(r.config));
  mount(
    app,
    echo,
    async (req) => ({ id: req.params.id, text: req.body.text, extra: 'dropped' }) as never,
    { rateLimit: { max: 1, timeWindow: 1 } } as never,
    hooks,
  );
  await app.ready();
  return { app, seen };
}

describe('mount', () => {
  it('registers the contract: parsed params and body, declared answer only, access and idempotency in config', async () => {
    const { app, seen } = await appWith();
    expect(seen[0]).toMatchObject({ access: 'member', idempotent: true, rateLimit: { max: 1 } });
    const ok = await app.inject({ method: 'POST', url: '/echo/7', payload: { text: 'hi' } });
    expect(ok.json()).toEqual({ id: 7, text: 'hi' });
    const bad = await app.inject({ method: 'POST', url: '/echo/7', payload: { text: 'too long' } });
    expect(bad.statusCode).toBe(400);
    await app.close();
  });

  it('runs the route hooks it is given before the handler', async () => {
    const order: string[] = [];
    const { app } = await appWith({
      onRequest: async () => void order.push('onRequest'),
      preHandler: async () => void order.push('preHandler'),
    });
    await app.inject({ method: 'POST', url: '/echo/1', payload: { text: 'a' } });
    expect(order).toEqual(['onRequest', 'preHandler']);
    await app.close();
  });

  it('documents the 304 of a notModified contract and sends it without a body', async () => {
    const tagged = contract({
      method: 'GET',
      path: '/tagged',
      access: 'public',
      notModified: true,
      answer: z.object({ n: z.number() }),
    });
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const responses = new Map<string, object>();
    app.addHook(
      'onRoute',
      (r) => void responses.set(`${String(r.method)} ${r.url}`, r.schema?.response as object),
    );
    mount(app, tagged, async (req, reply) => {
      void reply.header('etag', '"1"');
      if (req.headers['if-none-match'] === '"1"') return reply.code(304).send(undefined);
      return { n: 1 };
    });
    mount(app, { ...echo, path: '/plain' }, async () => ({ id: 1, text: 'a' }));
    await app.ready();
    expect(Object.keys(responses.get('GET /tagged')!)).toEqual(['200', '304']);
    expect(Object.keys(responses.get('POST /plain')!)).toEqual(['200', '404']);
    const fresh = await app.inject({ method: 'GET', url: '/tagged' });
    expect([fresh.statusCode, fresh.json(), fresh.headers.etag]).toEqual([200, { n: 1 }, '"1"']);
    const held = await app.inject({ method: 'GET', url: '/tagged', headers: { 'if-none-match': '"1"' } });
    expect([held.statusCode, held.body, held.headers['content-length']]).toEqual([304, '', undefined]);
    await app.close();
  });

  it('sends a text answer as text/plain, a file as its handler sends it, and documents a 204 and an upload', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const schemas = new Map<string, { response?: object; consumes?: unknown }>();
    app.addHook('onRoute', (r) => void schemas.set(r.url, r.schema as object));
    const base = { method: 'POST', access: 'public' } as const;
    mount(
      app,
      contract({ ...base, path: '/text', text: true, answer: z.literal('DONE') }),
      async () => 'DONE',
    );
    mount(
      app,
      contract({ ...base, path: '/file', file: 'application/pdf', answer: fileBytes }),
      async (_req, reply) => reply.type('application/pdf').send(Buffer.from('%PDF')),
    );
    mount(
      app,
      contract({ ...base, path: '/maybe', noContent: true, answer: z.object({ n: z.number() }) }),
      async (_req, reply) => reply.status(204).send(),
    );
    mount(
      app,
      contract({ ...base, path: '/upload', upload: true, answer: z.object({ n: z.number() }) }),
      async () => ({
        n: 1,
      }),
    );
    await app.ready();
    const text = await app.inject({ method: 'POST', url: '/text' });
    expect([text.statusCode, text.body, text.headers['content-type']]).toEqual([
      200,
      'DONE',
      'text/plain; charset=utf-8',
    ]);
    const file = await app.inject({ method: 'POST', url: '/file' });
    expect([file.statusCode, file.body, file.headers['content-type']]).toEqual([
      200,
      '%PDF',
      'application/pdf',
    ]);
    expect(JSON.stringify(schemas.get('/file')?.response)).toContain('application/pdf');
    expect((await app.inject({ method: 'POST', url: '/maybe' })).statusCode).toBe(204);
    expect(Object.keys(schemas.get('/maybe')!.response!)).toEqual(['200', '204']);
    expect(schemas.get('/upload')!.consumes).toEqual(['multipart/form-data']);
    await app.close();
  });
});
