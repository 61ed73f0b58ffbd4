import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { COMMENT_MAX, MODEL_NAME_MAX } from '@/domain/order-fields';
import type { OrderProblem } from '@/features/order/order-errors';
import { OrderForm, type OrderFormProps } from '@/features/order/order-form';
import type { SubmissionState, SubmissionStatus } from '@/features/order/use-order-submission';

const idle: SubmissionState = { status: 'idle', problems: [], fieldProblems: {} };

function renderForm(overrides: Partial<OrderFormProps> = {}) {
  const props: OrderFormProps = {
    hasImage: true,
    imageLoading: false,
    hasSize: true,
    lowQuality: null,
    editorHref: '/?mode=Pro&selectedClient=SP',
    submission: idle,
    printProgress: null,
    onSubmit: vi.fn(),
    onFieldEdited: vi.fn(),
    ...overrides,
  };
  // Its way back to the editor is a router link.
  const view = render(<OrderForm {...props} />, { wrapper: MemoryRouter });
  const rerender = (next: Partial<OrderFormProps>) => act(async () => view.rerender(<OrderForm {...props} {...next} />));
  return { props, rerender };
}

const nameField = () => screen.getByRole('textbox', { name: /nombre del diseño/i });
const emailField = () => screen.getByRole('textbox', { name: /tu email/i });
const commentField = () => screen.getByRole('textbox', { name: /comentario/i });

async function fillValid() {
  const user = userEvent.setup();
  await user.type(nameField(), 'Mi Dragón');
  await user.type(emailField(), 'ana@example.com');
  await user.type(commentField(), 'Bordes negros');
  return user;
}

describe('OrderForm fields', () => {
  it('drops characters the design name does not accept, as they are typed', async () => {
    renderForm();
    await userEvent.type(nameField(), 'Ñandú <Pingüino>! #2 😀');
    expect(nameField()).toHaveValue('Ñandú Pingüino 2 ');
  });

  it('stops the design name and the comment at their maximum', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.click(nameField());
    await user.paste('x'.repeat(MODEL_NAME_MAX + 5));
    expect(nameField()).toHaveValue('x'.repeat(MODEL_NAME_MAX));
    await user.click(commentField());
    await user.paste('y'.repeat(COMMENT_MAX + 5));
    expect(commentField()).toHaveValue('y'.repeat(COMMENT_MAX));
  });

  it('marks the name and email as required and the email as an email field', () => {
    renderForm();
    expect(nameField()).toBeRequired();
    expect(emailField()).toBeRequired();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(commentField()).not.toBeRequired();
  });

  it('does not send without a name and email, explains next to each field and focuses the first', async () => {
    const { props } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR DISEÑO' }));
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription(/completá este dato/i);
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveFocus();
  });

  it('refuses a malformed email', async () => {
    const { props } = renderForm();
    const user = userEvent.setup();
    await user.type(nameField(), 'Pad');
    await user.type(emailField(), 'ana@');
    await user.click(screen.getByRole('button', { name: 'ENVIAR DISEÑO' }));
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(emailField()).toHaveAccessibleDescription(/email válido/i);
    expect(emailField()).toHaveFocus();
  });

  it('sends the values once they are complete', async () => {
    const { props } = renderForm();
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'ENVIAR DISEÑO' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      nombreModelo: 'Mi Dragón',
      email: 'ana@example.com',
      comentario: 'Bordes negros',
    });
  });
});

describe('OrderForm button', () => {
  it('is disabled without a size and says how to choose one', () => {
    renderForm({ hasSize: false });
    expect(screen.getByRole('button', { name: 'ENVIAR DISEÑO' })).toBeDisabled();
    expect(screen.getByRole('link', { name: /volver al editor para elegir la medida/i })).toHaveAttribute(
      'href',
      '/?mode=Pro&selectedClient=SP',
    );
  });

  it('is disabled without an image and shows the store message with a way back to the editor', () => {
    renderForm({ hasImage: false });
    expect(screen.getByRole('button', { name: 'ENVIAR DISEÑO' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, selecciona un archivo antes de enviar.');
    expect(screen.getByRole('link', { name: /volver al editor para subir tu foto/i })).toBeInTheDocument();
  });

  it('waits for a photo that is still loading instead of asking for one', () => {
    renderForm({ hasImage: false, imageLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tu foto…');
    expect(screen.queryByText(/selecciona un archivo/)).not.toBeInTheDocument();
  });

  const states: [SubmissionStatus, RegExp | string, boolean, boolean][] = [
    ['idle', 'ENVIAR DISEÑO', false, false],
    ['preparing', 'Procesando imagen…', true, true],
    ['sending', 'Enviando diseño…', true, true],
    ['success', 'Diseño Enviado ✔️', true, false],
    ['error', 'Error al Enviar 😔', false, false],
  ];

  it.each(states)('in state %s reads %s', (status, name, disabled, busy) => {
    renderForm({ submission: { ...idle, status } });
    const button = screen.getByRole('button', { name });
    expect(button).toHaveProperty('disabled', disabled);
    expect(button).toHaveAttribute('aria-busy', String(busy));
  });

  it('never sends while a submission is running or after it succeeded', async () => {
    const { props, rerender } = renderForm();
    const user = await fillValid();
    for (const status of ['preparing', 'sending', 'success'] as const) {
      await rerender({ submission: { ...idle, status } });
      await user.click(screen.getByRole('button'));
      await user.type(emailField(), '{Enter}');
    }
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('confirms a sent design and names the email the purchase link goes to', async () => {
    const { rerender } = renderForm();
    await fillValid();
    await rerender({ submission: { ...idle, status: 'success' } });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Recibimos tu diseño');
    expect(status).toHaveTextContent('ana@example.com');
    expect(status).toHaveFocus();
  });

  it('shows the local inbox’s order number and links its status page', async () => {
    const { rerender } = renderForm();
    await fillValid();
    await rerender({ submission: { ...idle, status: 'success', receipt: { number: 'MGM-1042', statusPath: '/pedido/abc' } } });
    expect(screen.getByRole('status')).toHaveTextContent('Tu número de pedido: MGM-1042');
    expect(screen.getByRole('link', { name: 'Ver el estado de tu pedido' })).toHaveAttribute('href', '/pedido/abc');
  });
});

describe('OrderForm errors', () => {
  const codes: OrderProblem[] = [
    'BLOCKED',
    'EMPTY',
    'FILES_TOO_BIG',
    'FORM_NOT_FOUND',
    'INACTIVE',
    'NO_FILE_UPLOADS',
    'PROJECT_NOT_FOUND',
    'TOO_MANY_FILES',
    'REQUIRED_FIELD_EMPTY',
    'REQUIRED_FIELD_MISSING',
    'TYPE_EMAIL',
    'TYPE_NUMERIC',
    'TYPE_TEXT',
    'NETWORK',
    'UNEXPECTED',
    'IMAGE',
    'FILE',
  ];

  /** The explanation the alert shows for one failure, read from the page. */
  function shownExplanation(code: OrderProblem): string {
    renderForm({ submission: { status: 'error', problems: [code], fieldProblems: {} } });
    const text = within(screen.getByRole('alert')).getByRole('listitem').textContent;
    cleanup();
    return text;
  }

  it.each<[OrderProblem, string]>([
    [
      'NETWORK',
      'No pudimos conectarnos con la tienda. Revisá tu conexión a internet y tocá el botón para reintentar: tus datos siguen acá.',
    ],
    ['TYPE_EMAIL', 'El email no parece válido. Revisalo (por ejemplo, nombre@gmail.com) y volvé a enviar.'],
    [
      'FILES_TOO_BIG',
      'Tu foto pesa más de lo que acepta el servicio de pedidos. Volvé al editor, subí una versión más liviana y enviá de nuevo.',
    ],
    [
      'BLOCKED',
      'El servicio de pedidos frenó este envío como sospechoso. Esperá unos minutos y volvé a intentar. ' +
        'Si se repite, escribinos desde la página de contacto de la tienda y te ayudamos con tu diseño.',
    ],
  ])('explains %s with these words', (code, words) => {
    expect(shownExplanation(code)).toBe(words);
  });

  it.each(codes)('explains %s in Spanish with what to do next', (code) => {
    renderForm({ submission: { status: 'error', problems: [code], fieldProblems: {} } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No pudimos enviar tu diseño.');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(/volv|prob|revis|esper|escrib|toc/i);
    expect(screen.getByRole('button', { name: 'Error al Enviar 😔' })).toHaveAccessibleDescription(/No pudimos enviar/);
  });

  it('gives every explanation its own text', () => {
    expect(new Set(codes.map(shownExplanation)).size).toBe(codes.length);
  });

  it('keeps the values after an error so the shopper can retry', async () => {
    const { props, rerender } = renderForm();
    const user = await fillValid();
    await rerender({ submission: { status: 'error', problems: ['NETWORK'], fieldProblems: {} } });
    expect(nameField()).toHaveValue('Mi Dragón');
    expect(emailField()).toHaveValue('ana@example.com');
    expect(commentField()).toHaveValue('Bordes negros');
    await user.click(screen.getByRole('button', { name: 'Error al Enviar 😔' }));
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows a service complaint about a field next to that field and reports the fix', async () => {
    const { props } = renderForm({
      submission: { status: 'error', problems: [], fieldProblems: { email: 'TYPE_EMAIL' } },
    });
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription(/email válido/i);
    expect(screen.getByRole('alert')).toHaveTextContent('Revisá los datos marcados');
    await userEvent.type(emailField(), 'a');
    expect(props.onFieldEdited).toHaveBeenCalledWith('email');
  });
});
