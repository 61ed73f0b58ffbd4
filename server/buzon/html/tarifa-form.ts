import { readArgentinaDate } from '../../../src/domain/argentina-time';
import { MODES, type Mode } from '../../../src/domain/modes';
import { PROMOTION_MODES, type SharedValues, type TarifaTexts } from '../../../src/domain/tarifa';
import type { DraftProblems, PromotionDraft, TarifaDraft } from '../../../src/domain/tarifa-draft';
import { MODE_RULES, PROMOTION_NAME_MAX, TEXT_MAX, type ModeNumberField } from '../../../src/domain/tarifa-rules';
import { html } from '../../html/html';
import type { SafeHtml } from '../../html/html';
import { MODE_LABELS, SHARED_LABELS, TEXT_LABELS } from '../../tarifa/tarifa-changes';

/** 'promotions.0.percent' → 'promotions-0-percent': an id the page and its messages share. */
const idOf = (key: string): string => `t-${key.replace(/\./g, '-')}`;

interface FieldOptions {
  readonly type?: 'text' | 'datetime-local';
  readonly inputmode?: 'decimal' | 'numeric';
  readonly maxlength?: number;
  readonly hint?: string;
}

/**
 * One labelled field; a bad value gets the page's own message right under it, tied to it with
 * aria-describedby and aria-invalid, so a screen reader says it on focus (no browser bubble needed).
 */
function field(key: string, label: string, value: string, problems: DraftProblems, options: FieldOptions = {}): SafeHtml {
  const id = idOf(key);
  const problem = problems[key];
  const described = [problem ? `${id}-problema` : '', options.hint ? `${id}-ayuda` : ''].filter(Boolean).join(' ');
  return html`<div class="campo"><label for="${id}">${label}</label>
<input id="${id}" name="${key}" type="${options.type ?? 'text'}" value="${value}"${options.inputmode ? html` inputmode="${options.inputmode}"` : ''}${options.maxlength ? html` maxlength="${options.maxlength}"` : ''}${problem ? html` aria-invalid="true"` : ''}${described ? html` aria-describedby="${described}"` : ''}>
${options.hint ? html`<p class="tenue" id="${id}-ayuda">${options.hint}</p>` : ''}${problem ? html`<p class="aviso" id="${id}-problema">${problem}</p>` : ''}</div>`;
}

export function checkbox(key: string, label: string, checked: boolean): SafeHtml {
  return html`<div class="campo"><label class="casilla"><input type="checkbox" name="${key}" value="si"${checked ? html` checked` : ''}> ${label}</label></div>`;
}

function modeFieldset(mode: Mode, draft: TarifaDraft, problems: DraftProblems): SafeHtml {
  const values = draft.modes[mode];
  const fields = (Object.keys(MODE_RULES) as ModeNumberField[]).map((key) =>
    field(`${mode}.${key}`, MODE_LABELS[key], values[key], problems, { inputmode: MODE_RULES[key].decimals === 0 ? 'numeric' : 'decimal' }),
  );
  return html`<fieldset class="tarjeta"><legend>${mode}</legend>${fields}${checkbox(`${mode}.outOfStock`, MODE_LABELS.outOfStock, values.outOfStock)}</fieldset>`;
}

function sharedFieldset(draft: TarifaDraft, problems: DraftProblems): SafeHtml {
  const numbers = (Object.keys(SHARED_LABELS) as (keyof SharedValues)[]).map((key) =>
    field(`shared.${key}`, SHARED_LABELS[key], draft.shared[key], problems, { inputmode: 'decimal' }),
  );
  const texts = (Object.keys(TEXT_LABELS) as (keyof TarifaTexts)[]).map((key) =>
    field(`texts.${key}`, TEXT_LABELS[key], draft.texts[key], problems, { maxlength: TEXT_MAX[key] }),
  );
  return html`<fieldset class="tarjeta"><legend>Valores de todos los modos y textos</legend>${numbers}${texts}</fieldset>`;
}

/** A note for a promotion whose «Hasta» has already passed: kept, but it applies to nobody. */
function endedNote(promotion: PromotionDraft, now: Date): SafeHtml | '' {
  const until = readArgentinaDate(promotion.until);
  if (!('instant' in until) || Date.parse(until.instant) > now.getTime()) return '';
  return html`<p class="marca-alerta"><strong>Terminada:</strong> su «Hasta» ya pasó, ningún cliente la ve. Quitala o cambiá su «Hasta».</p>`;
}

function promotionFieldset(promotion: PromotionDraft, index: number, problems: DraftProblems, now: Date): SafeHtml {
  const key = (name: keyof PromotionDraft) => `promotions.${index}.${name}`;
  const modeId = idOf(key('mode'));
  const options = PROMOTION_MODES.map((mode) => html`<option value="${mode}"${mode === promotion.mode ? html` selected` : ''}>${mode}</option>`);
  return html`<fieldset class="tarjeta"><legend>Promoción ${index + 1}</legend>${endedNote(promotion, now)}
<div class="campo"><label for="${modeId}">Modo</label><select id="${modeId}" name="${key('mode')}">${options}</select></div>
${field(key('sizes'), 'Medidas', promotion.sizes, problems, { hint: 'LARGOxANCHO separadas por comas, por ejemplo 90x40, 82x32; vacío: todas las medidas.' })}
${field(key('percent'), 'Descuento (%)', promotion.percent, problems, { inputmode: 'numeric' })}
${field(key('from'), 'Desde', promotion.from, problems, { type: 'datetime-local', hint: 'Hora de Argentina.' })}
${field(key('until'), 'Hasta', promotion.until, problems, { type: 'datetime-local', hint: 'Termina en ese momento; vacío: sin fecha de fin.' })}
${field(key('name'), 'Nombre', promotion.name, problems, { maxlength: PROMOTION_NAME_MAX, hint: 'Lo ve el cliente; vacío: se muestra el porcentaje.' })}
${checkbox(`promotions.${index}.remove`, `Quitar la promoción ${index + 1}`, false)}
</fieldset>`;
}

/** The form's fields: one fieldset per mode, the shared values and texts, and each promotion. */
export function tarifaFields(draft: TarifaDraft, problems: DraftProblems, now: Date): SafeHtml {
  const promotions = draft.promotions.map((p, i) => promotionFieldset(p, i, problems, now));
  const none = promotions.length === 0 ? html`<p class="tenue">No hay promociones.</p>` : '';
  const tooMany = problems.promotions ? html`<p class="aviso" role="alert">${problems.promotions}</p>` : '';
  return html`${MODES.map((mode) => modeFieldset(mode, draft, problems))}${sharedFieldset(draft, problems)}
<h2>Promociones</h2>${tooMany}${none}${promotions}`;
}
