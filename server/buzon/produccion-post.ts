import { isRecord } from '../../src/domain/is-record';
import { MODES, type Mode } from '../../src/domain/modes';
import type { PrintSettingsDraft } from '../../src/domain/roll-settings-draft';

/** «Guardar ajustes», or «Armar rollo» of one material. */
export type ProduccionAction = { readonly save: true } | { readonly build: Mode };

export interface ProduccionPost {
  readonly draft: PrintSettingsDraft;
  readonly checked: ReadonlySet<string>;
  readonly action: ProduccionAction;
}

/** A field longer than this is not a number of centimetres; it is kept shortened, so the page stays small. */
const maxFieldLength = 40;

function textOf(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  const first = Array.isArray(value) ? (value[0] as unknown) : value;
  return typeof first === 'string' ? first.slice(0, maxFieldLength) : '';
}

function checkedIds(value: unknown): Set<string> {
  // The route's body limit bounds how many come.
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return new Set(list.filter((id): id is string => typeof id === 'string'));
}

/** The «Producción» form as posted: the typed settings, the checked orders, the button pressed. Nothing in it is trusted. */
export function readProduccionPost(raw: unknown): ProduccionPost {
  const body = isRecord(raw) ? raw : {};
  const accion = textOf(body, 'accion');
  const build = MODES.find((mode) => accion === `armar-${mode}`);
  return {
    draft: { separacion: textOf(body, 'separacion'), margen: textOf(body, 'margen'), panel: textOf(body, 'panel') },
    checked: checkedIds(body.pedido),
    action: build ? { build } : { save: true },
  };
}
