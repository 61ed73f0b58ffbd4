import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tarifaBody, type Tarifa } from '../../src/domain/tarifa';
import { checkTarifaDraft, tarifaToDraft } from '../../src/domain/tarifa-draft';
import { MAX_PROMOTIONS } from '../../src/domain/tarifa-rules';
import { buzonPaths } from '../html/paths';
import { sendPage } from '../html/replies';
import { shownTime } from '../html/time';
import type { SaveOutcome, TarifaStore } from '../tarifa/tarifa-store';
import { seeOther } from './buzon-replies';
import { tooLargePage } from './html/tarifa-notices';
import { tarifaPage, type TarifaView } from './html/tarifa-page';
import { readTarifaPost, reviewDigest } from './tarifa-post';

/** The form holds every value of the tarifa and up to 30 promotions: larger than /buzon's other forms. */
const tarifaBodyLimit = 64 * 1024;

const savedNotice = (version: number) => ({ text: `Listo: la versión ${version} está en vigor. Los clientes la ven desde su próxima visita.`, alert: false });
const unchangedNotice = (inForce: Tarifa) => ({ text: `No cambiaste ningún valor: no se guardó una versión nueva. Sigue en vigor la versión ${inForce.version}.`, alert: false });
const fullNotice = { text: `Ya hay ${MAX_PROMOTIONS} promociones, el máximo: para agregar otra, marcá «Quitar» en una que ya no uses y tocá «Agregar promoción» de nuevo.`, alert: true };

/** A body over the limit gets the store's own page, not fastify's JSON 413. */
function tooLarge(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.statusCode !== 413) throw error;
  return sendPage(reply, 413, tooLargePage(tarifaBodyLimit));
}

/**
 * /buzon/tarifa: the store's prices, promotions, stock and texts. A save takes two steps: «Guardar
 * tarifa» checks every value and shows what changes (each preset's price now and after),
 * «Confirmar y guardar» saves exactly what was shown (its digest signed with `secret`). Behind /buzon's
 * session and same-origin check (buzon-access.ts) like every change there; without script (the
 * pages' CSP allows none): «Agregar promoción» and «Quitar» are round trips that keep every typed value.
 */
export function addTarifaRoutes(app: FastifyInstance, store: TarifaStore, secret: Buffer): void {
  const pageRoute = { config: { buzonPage: true } };
  type Shown = Omit<TarifaView, 'history' | 'unused' | 'now' | 'versionsPage'> & { readonly versionsPage?: number };
  const show = (reply: FastifyReply, status: number, view: Shown) =>
    sendPage(reply, status, tarifaPage({ versionsPage: 1, ...view, history: store.history(), unused: store.unused(), now: new Date() }));
  /** Where a save or a «Volver a esta versión» ends: the page of the new version, or the tarifa in force when nothing changed. */
  const afterSave = (reply: FastifyReply, outcome: Exclude<SaveOutcome, { changedMeanwhile: Tarifa }>) =>
    'saved' in outcome
      ? seeOther(reply, `${buzonPaths.tarifa}?guardada=${outcome.saved.version}`)
      : show(reply, 200, { draft: tarifaToDraft(outcome.unchanged), problems: {}, base: outcome.unchanged.version, notice: unchangedNotice(outcome.unchanged) });

  app.get<{ Querystring: { guardada?: string; versiones?: string } }>(buzonPaths.tarifa, pageRoute, async (request, reply) => {
    const current = store.current();
    const saved = request.query.guardada === String(current.version) ? { notice: savedNotice(current.version) } : {};
    const versionsPage = Number(request.query.versiones ?? '1');
    return show(reply, 200, { draft: tarifaToDraft(current), problems: {}, base: current.version, versionsPage, ...saved });
  });

  app.post(buzonPaths.tarifa, { ...pageRoute, bodyLimit: tarifaBodyLimit, errorHandler: tooLarge }, async (request, reply) => {
    const post = readTarifaPost(request.body, new Date());
    const current = store.current();
    const voidsPrevious = post.voidsPrevious;
    if (post.action === 'agregar') return show(reply, 200, { draft: post.draft, problems: {}, base: post.base, voidsPrevious, ...(post.full ? { notice: fullNotice } : {}) });
    const checked = checkTarifaDraft(post.draft);
    if (!checked.ok) return show(reply, 400, { draft: post.draft, problems: checked.problems, base: post.base, voidsPrevious });
    const digest = reviewDigest(checked.body, current.version, voidsPrevious, secret);
    if (post.base !== current.version) {
      const text = `La tarifa cambió mientras editabas: ahora está en vigor la versión ${current.version}${current.savedAt ? `, guardada el ${shownTime(current.savedAt)}` : ''}. Tus valores siguen acá: revisalos contra la nueva y guardá de nuevo.`;
      return show(reply, 409, { draft: post.draft, problems: {}, base: current.version, review: { after: checked.body, digest }, notice: { text, alert: true }, voidsPrevious });
    }
    if (post.action !== 'confirmar' || post.reviewed !== digest) {
      return show(reply, 200, { draft: post.draft, problems: {}, base: current.version, review: { after: checked.body, digest }, voidsPrevious });
    }
    const outcome = await store.save(checked.body, post.base, { voidsPrevious });
    if ('changedMeanwhile' in outcome) return show(reply, 409, { draft: post.draft, problems: {}, base: outcome.changedMeanwhile.version, notice: { text: 'La tarifa cambió mientras guardabas: revisá los valores y guardá de nuevo.', alert: true } });
    return afterSave(reply, outcome);
  });

  app.post<{ Body: { version?: unknown; base?: unknown } }>(buzonPaths.tarifaRevert, pageRoute, async (request, reply) => {
    const wanted = store.history().find((entry) => String(entry.tarifa.version) === request.body?.version);
    const current = store.current();
    if (!wanted) return show(reply, 404, { draft: tarifaToDraft(current), problems: {}, base: current.version, notice: { text: 'Esa versión no existe: elegila de la lista «Versiones».', alert: true } });
    const outcome = await store.save(tarifaBody(wanted.tarifa), Number(request.body?.base), { revertedFrom: wanted.tarifa.version });
    if ('changedMeanwhile' in outcome) {
      const text = `La tarifa cambió mientras mirabas la lista (ahora está en vigor la versión ${outcome.changedMeanwhile.version}): revisá las versiones y volvé a elegir.`;
      return show(reply, 409, { draft: tarifaToDraft(outcome.changedMeanwhile), problems: {}, base: outcome.changedMeanwhile.version, notice: { text, alert: true } });
    }
    return afterSave(reply, outcome);
  });
}
