/**
 * The inbox of child-inbox.ts under `npm start`'s supervisor (server-cluster.ts): this primary runs it
 * in a cluster worker and starts it again when it dies, as the shop's server does. Run with
 * `node --import tsx`.
 */
import cluster from 'node:cluster';
import { superviseServer } from '../../server/server-cluster';

if (cluster.isPrimary) superviseServer();
else await import('./child-inbox');
