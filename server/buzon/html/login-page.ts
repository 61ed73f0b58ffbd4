import { html } from '../../html/html';
import { page } from '../../html/layout';
import { buzonPaths } from '../../html/paths';

export type LoginProblem = 'wrong' | 'blocked' | 'expired' | null;

const problemText: Readonly<Record<Exclude<LoginProblem, null>, string>> = {
  wrong: 'La clave no es correcta. Revisala (es la que mostró npm start o la de INBOX_PASSWORD) y probá de nuevo.',
  blocked: 'Hubo demasiados intentos fallidos desde esta conexión. Esperá un minuto y probá de nuevo.',
  expired: 'Tu sesión terminó. Ingresá la clave para seguir.',
};

/** The only page a visitor without a session sees: it names no order and no shopper. */
export function loginPage(problem: LoginProblem): string {
  const message = problem ? html`<p class="aviso" role="alert" id="problema">${problemText[problem]}</p>` : '';
  return page({
    title: 'Entrar',
    signedIn: false,
    body: html`<section class="tarjeta entrar" aria-labelledby="titulo">
<h1 id="titulo">Entrar al buzón</h1>
<p>Acá llegan los diseños que envían los clientes. Solo la tienda tiene la clave.</p>
${message}
<form method="post" action="${buzonPaths.login}">
<label for="clave">Clave</label>
<input id="clave" name="clave" type="password" autocomplete="current-password" required${problem ? html` aria-describedby="problema"` : ''}>
<button type="submit">Entrar</button>
</form>
</section>`,
  });
}
