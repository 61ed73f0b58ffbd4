import type { OutboxItem } from '../../mail/outbox';
import type { OrderEntry } from '../../orders/order-entry';
import { isFinalStage, orderStages, stageLabels, stageMoves } from '../../orders/order-state';
import { canResend } from '../../mail/outbox';
import type { HoldReason } from '../../mail/recipient-limit';
import { answerMessageMax } from '../answer-form';
import { html } from '../../html/html';
import type { SafeHtml } from '../../html/html';
import { buzonPaths } from '../../html/paths';
import { shownTime } from '../../html/time';
import type { OrderPlanMark } from '../../production/order-plan-mark';

/** What the detail page shows of the order's life besides the order itself. */
export interface OrderLifeView {
  readonly emails: readonly OutboxItem[];
  readonly mailConfigured: boolean;
  /** Shoppers' emails are held: no PUBLIC_ORIGIN and the server listens on a loopback address. */
  readonly heldForOrigin?: boolean;
  /** A refused answer's reason, shown above its form. */
  readonly problem?: string;
  /** The production plan and panel the order went into production with (server/production). */
  readonly production?: OrderPlanMark | null;
}

const kindLabels: Readonly<Record<OutboxItem['email']['kind'], string>> = {
  tienda: 'Aviso a la tienda',
  confirmacion: 'Confirmación al cliente',
  respuesta: 'Respuesta con el link de compra',
  enviado: 'Aviso de envío',
};

const holdReasons: Readonly<Record<HoldReason, string>> = {
  casilla: 'esta casilla ya recibió 5 confirmaciones hoy',
  cliente: 'la conexión que mandó el pedido ya causó 10 confirmaciones esta hora',
  total: 'se llegó al total de confirmaciones del día (MAIL_CONFIRMATIONS_PER_DAY)',
  origen: 'falta PUBLIC_ORIGIN: sus links llevarían a esta computadora',
};

/** The warning /buzon shows while shoppers' emails are held for want of PUBLIC_ORIGIN. */
export const originWarning = html`<p class="aviso" role="status">Falta PUBLIC_ORIGIN y el servidor escucha en una dirección local: los emails a los clientes quedan retenidos (sus links no abrirían fuera de esta computadora). Configurá PUBLIC_ORIGIN con la dirección pública de la tienda, como dice docs/order-life.md.</p>`;

function emailState({ email }: OutboxItem): SafeHtml {
  if (email.state === 'enviado') return html`<span class="estado estado-respondido">Enviado</span> <span class="tenue">${shownTime(email.sentAt ?? email.createdAt)}</span>`;
  if (email.state === 'error') return html`<span class="estado estado-error">Error</span> ${email.lastError ?? 'sin detalle'}`;
  if (email.state === 'sin-configurar') return html`<span class="estado">Sin enviar</span> <span class="tenue">correo no configurado</span>`;
  if (email.state === 'retenido') return html`<span class="estado estado-pendiente">Retenido</span> <span class="tenue">${holdReasons[email.held ?? 'total']}</span>`;
  const retry = email.lastError ? html` <span class="tenue">(${email.attempts} intento(s); último: ${email.lastError} Se reintenta solo.)</span>` : '';
  return html`<span class="estado estado-pendiente">Pendiente</span>${retry}`;
}

/** «Reenviar» beside an email in error or held by a cap: it goes back to the outbox. */
function resendButton(entry: OrderEntry, item: OutboxItem): SafeHtml | string {
  if (!canResend(item.email)) return '';
  return html` <form class="en-linea" method="post" action="${buzonPaths.resend(entry.id, item.name)}"><button type="submit" class="boton-secundario" aria-label="Reenviar ${kindLabels[item.email.kind]}">Reenviar</button></form>`;
}

function emailList(entry: OrderEntry, view: OrderLifeView): SafeHtml {
  const notice = view.mailConfigured
    ? view.heldForOrigin ? originWarning : ''
    : html`<p class="aviso">El correo no está configurado (falta SMTP_URL): los emails quedan como archivos .eml en la carpeta correo/ del pedido y no se envían. Configuralo como dice docs/order-life.md.</p>`;
  const items = view.emails.map(
    (item) => html`<li><strong>${kindLabels[item.email.kind]}</strong> a ${item.email.to}: ${emailState(item)}${resendButton(entry, item)}</li>`,
  );
  return html`<h2>Emails</h2>${notice}${items.length ? html`<ul class="correos">${items}</ul>` : html`<p class="tenue">Este pedido no tiene emails.</p>`}`;
}

function answerForm(entry: OrderEntry, problem: string | undefined): SafeHtml {
  const answered = entry.state.answer
    ? html`<p>Respondido el ${shownTime(entry.state.answer.at)} con <a href="${entry.state.answer.link}" rel="noreferrer noopener" target="_blank">el link de compra</a>.</p>`
    : '';
  const error = problem ? html`<p class="aviso" role="alert" id="respuesta-problema">${problem}</p>` : '';
  const described = problem ? html` aria-describedby="respuesta-problema"` : '';
  return html`<h2 id="respuesta-titulo">Responder al cliente</h2>${answered}${error}
<form class="respuesta" method="post" action="${buzonPaths.answer(entry.id)}" aria-labelledby="respuesta-titulo">
<div class="campo"><label for="link">Link de compra</label>
<input id="link" name="link" type="url" inputmode="url" required placeholder="https://" pattern="https://.*"${described}></div>
<div class="campo"><label for="mensaje">Mensaje (opcional)</label>
<textarea id="mensaje" name="mensaje" rows="3" maxlength="${answerMessageMax}"></textarea></div>
<button type="submit">Enviar respuesta</button>
</form>`;
}

function stageForm(entry: OrderEntry): SafeHtml {
  const current = entry.state.stage;
  // Only the stage it is in and the moves the table allows (order-state.ts); the server checks again.
  const options = orderStages.filter((stage) => stage === current || stageMoves[current].includes(stage)).map(
    (stage) => html`<option value="${stage}"${stage === current ? html` selected` : ''}>${stageLabels[stage]}</option>`,
  );
  const history = entry.state.history.map((change) => html`<li>${stageLabels[change.stage]}: ${shownTime(change.at)}</li>`);
  const heading = html`<h2>Estado</h2>
<ol class="historial"><li>Recibido: ${shownTime(entry.receivedAt)}</li>${history}</ol>`;
  if (isFinalStage(current)) return html`${heading}<p class="tenue">Este pedido está ${stageLabels[current].toLowerCase()}: su estado ya no cambia.</p>`;
  return html`${heading}
<form class="filtros" method="post" action="${buzonPaths.state(entry.id)}">
<div class="campo"><label for="estado-nuevo">Cambiar estado</label>
<select id="estado-nuevo" name="estado">${options}</select></div>
<button type="submit" class="boton-secundario">Guardar estado</button>
</form>
<p class="tenue">Al pasar a «Enviado» el cliente recibe un email.</p>`;
}

/** The answer form, the state and its history, and every email with its state. */
export function orderLifeSection(entry: OrderEntry, view: OrderLifeView): SafeHtml {
  return html`<section class="vida" aria-label="Respuesta, estado y emails">${answerForm(entry, view.problem)}${stageForm(entry)}${emailList(entry, view)}</section>`;
}
