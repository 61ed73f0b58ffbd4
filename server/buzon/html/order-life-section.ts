import type { OutboxItem } from '../../mail/outbox';
import type { OrderEntry } from '../../orders/order-entry';
import { orderStages, stageLabels } from '../../orders/order-state';
import { answerMessageMax } from '../answer-form';
import { html } from '../../html/html';
import type { SafeHtml } from '../../html/html';
import { buzonPaths } from '../../html/paths';
import { shownTime } from '../../html/time';

/** What the detail page shows of the order's life besides the order itself. */
export interface OrderLifeView {
  readonly emails: readonly OutboxItem[];
  readonly mailConfigured: boolean;
  /** A refused answer's reason, shown above its form. */
  readonly problem?: string;
}

const kindLabels: Readonly<Record<OutboxItem['email']['kind'], string>> = {
  tienda: 'Aviso a la tienda',
  confirmacion: 'Confirmación al cliente',
  respuesta: 'Respuesta con el link de compra',
  enviado: 'Aviso de envío',
};

function emailState({ email }: OutboxItem): SafeHtml {
  if (email.state === 'enviado') return html`<span class="estado estado-respondido">Enviado</span> <span class="tenue">${shownTime(email.sentAt ?? email.createdAt)}</span>`;
  if (email.state === 'error') return html`<span class="estado estado-error">Error</span> ${email.lastError ?? 'sin detalle'}`;
  if (email.state === 'sin-configurar') return html`<span class="estado">Sin enviar</span> <span class="tenue">correo no configurado</span>`;
  const retry = email.lastError ? html` <span class="tenue">(${email.attempts} intento(s); último: ${email.lastError} Se reintenta solo.)</span>` : '';
  return html`<span class="estado estado-pendiente">Pendiente</span>${retry}`;
}

function emailList(view: OrderLifeView): SafeHtml {
  const notice = view.mailConfigured
    ? ''
    : html`<p class="aviso">El correo no está configurado (falta SMTP_URL): los emails quedan como archivos .eml en la carpeta correo/ del pedido y no se envían. Configuralo como dice docs/order-life.md.</p>`;
  const items = view.emails.map(
    (item) => html`<li><strong>${kindLabels[item.email.kind]}</strong> a ${item.email.to}: ${emailState(item)}</li>`,
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
  const options = orderStages.map(
    (stage) => html`<option value="${stage}"${stage === entry.state.stage ? html` selected` : ''}>${stageLabels[stage]}</option>`,
  );
  const history = entry.state.history.map((change) => html`<li>${stageLabels[change.stage]}: ${shownTime(change.at)}</li>`);
  return html`<h2>Estado</h2>
<ol class="historial"><li>Recibido: ${shownTime(entry.receivedAt)}</li>${history}</ol>
<form class="filtros" method="post" action="${buzonPaths.state(entry.id)}">
<div class="campo"><label for="estado-nuevo">Cambiar estado</label>
<select id="estado-nuevo" name="estado">${options}</select></div>
<button type="submit" class="boton-secundario">Guardar estado</button>
</form>
<p class="tenue">Al pasar a «Enviado» el cliente recibe un email.</p>`;
}

/** The answer form, the state and its history, and every email with its state. */
export function orderLifeSection(entry: OrderEntry, view: OrderLifeView): SafeHtml {
  return html`<section class="vida" aria-label="Respuesta, estado y emails">${answerForm(entry, view.problem)}${stageForm(entry)}${emailList(view)}</section>`;
}
