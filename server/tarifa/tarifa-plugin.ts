import type { FastifyInstance } from 'fastify';
import type { ServedTarifa } from '../../src/domain/tarifa-served';
import { sendJson } from '../http-utils';
import type { IndexTransform } from '../static-site';
import { withTarifa } from './tarifa-page-data';
import type { TarifaStore } from './tarifa-store';

export const tarifaJsonPath = '/tarifa.json';

/** The tarifa in force as the app gets it: stamped with its version's proof, with the versions voided so far. */
function servedTarifa(store: TarifaStore): ServedTarifa {
  const tarifa = store.current();
  return { ...tarifa, stamp: store.stamp(tarifa.version), voided: store.voided() };
}

/**
 * The tarifa in force for the app: read from disk before the server listens, answered at
 * /tarifa.json (never cached: a tab that comes back asks again) and carried by every served page.
 */
export function addTarifaData(app: FastifyInstance, store: TarifaStore): void {
  app.addHook('onReady', () => store.load());
  app.get(tarifaJsonPath, async (_request, reply) => sendJson(reply, 200, servedTarifa(store)));
}

/**
 * index.html with the tarifa in force; the version names the page, since a version never changes
 * (its stamp and the versions voided before it are fixed when it is saved).
 */
export function tarifaIndex(store: TarifaStore): IndexTransform {
  return { key: () => String(store.current().version), apply: (html) => withTarifa(html, servedTarifa(store)) };
}
