import type { FastifyInstance } from 'fastify';
import { promotionsAt } from '../../src/domain/promotions';
import type { ServedTarifa } from '../../src/domain/tarifa-served';
import { sendJson } from '../http-utils';
import type { IndexTransform } from '../static-site';
import { withTarifa } from './tarifa-page-data';
import type { TarifaStore } from './tarifa-store';

export const tarifaJsonPath = '/tarifa.json';

/**
 * The tarifa in force as the app gets it at `at`: stamped with its version's proof, with the versions
 * voided so far, and only the promotions in force then, with the instant of the next change (a
 * promotion not started yet is not told, neither its name nor its dates).
 */
function servedTarifa(store: TarifaStore, at: Date): ServedTarifa {
  const tarifa = store.current();
  const { inForce, nextChange } = promotionsAt(tarifa.promotions, at);
  return { ...tarifa, promotions: inForce, nextChange, stamp: store.stamp(tarifa.version), voided: store.voided() };
}

/**
 * The tarifa in force for the app: read from disk before the server listens, answered at
 * /tarifa.json (never cached: a tab that comes back asks again) and carried by every served page.
 */
export function addTarifaData(app: FastifyInstance, store: TarifaStore): void {
  app.addHook('onReady', () => store.load());
  app.get(tarifaJsonPath, async (_request, reply) => sendJson(reply, 200, servedTarifa(store, new Date())));
}

/**
 * index.html with the tarifa in force. The version and the next change name the page: a version never
 * changes (its stamp and the versions voided before it are fixed when it is saved), and the promotions
 * in force change only at the instants a promotion starts or ends, each the next change of the stretch
 * before it.
 */
export function tarifaIndex(store: TarifaStore): IndexTransform {
  return {
    key: () => `${store.current().version}@${promotionsAt(store.current().promotions, new Date()).nextChange ?? ''}`,
    apply: (html) => withTarifa(html, servedTarifa(store, new Date())),
  };
}
