import type { FastifyReply } from 'fastify';

/** After a form post: back to a page with GET, so a reload never repeats the post. */
export function seeOther(reply: FastifyReply, location: string): FastifyReply {
  return reply.header('cache-control', 'no-store').redirect(location, 303);
}

/** API and files without a session: a short Spanish reason, never a hint of what is there. */
export function sendUnauthorized(reply: FastifyReply): FastifyReply {
  return reply
    .code(401)
    .header('cache-control', 'no-store')
    .send({ error: 'Necesitás iniciar sesión en /buzon/entrar para ver esto.' });
}
