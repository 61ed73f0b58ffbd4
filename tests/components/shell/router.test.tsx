import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { storeLinks, storeLocation } from '@/config/links';
import { goBack } from '../app-history';
import { renderApp } from './render-app';

// The editor and order routes belong to other features; the shell only needs them to render.
vi.mock('@/features/editor/editor-route', () => ({ default: () => <h1>Editor de prueba</h1> }));
vi.mock('@/features/order/order-route', () => ({ default: () => <h1>Formulario de prueba</h1> }));

const navBar = () => screen.queryByRole('navigation', { name: 'Principal' });

describe('route table', () => {
  it.each([
    ['/', 'Editor de prueba'],
    ['/formulario', 'Formulario de prueba'],
    ['/calculadora', 'Calculadora de precios'],
    ['/home', 'Tu setup, tu diseño'],
    ['/informacion', 'Conocé nuestros productos'],
  ])('%s shows its page', async (path, heading) => {
    renderApp([path]);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('replaces an unknown path with the editor', async () => {
    const { router } = renderApp(['/no-existe']);
    expect(await screen.findByRole('heading', { name: 'Editor de prueba' })).toBeInTheDocument();
    expect(router.pathname).toBe('/');
    expect(router.action).toBe('REPLACE');
    expect(location.pathname).toBe('/');
  });

  it('does not bounce back to the unknown path on Back', async () => {
    const { router } = renderApp(['/home', '/algo/raro']);
    await screen.findByRole('heading', { name: 'Editor de prueba' });
    await goBack();
    expect(router.pathname).toBe('/home');
    expect(await screen.findByRole('heading', { name: 'Tu setup, tu diseño' })).toBeInTheDocument();
  });

  it.each(['/home', '/informacion'])('shows the navigation bar on %s', async (path) => {
    renderApp([path]);
    await screen.findByRole('heading', { level: 1 });
    const nav = navBar();
    expect(nav).not.toBeNull();
    const links = within(nav as HTMLElement);
    expect(links.getByRole('link', { name: /MGM Gamers/ })).toHaveAttribute('href', '/');
    expect(links.getByRole('link', { name: /Tienda/ })).toHaveAttribute('href', storeLinks.store);
    expect(links.getByRole('link', { name: 'Más información sobre nuestros productos' })).toHaveAttribute('href', '/informacion');
  });

  it.each(['/', '/formulario', '/calculadora'])('has no navigation bar on %s', async (path) => {
    renderApp([path]);
    await screen.findByRole('heading', { level: 1 });
    expect(navBar()).toBeNull();
  });

  it.each(['/', '/formulario', '/calculadora', '/home', '/informacion'])('has the footer on %s', async (path) => {
    renderApp([path]);
    const footer = within(await screen.findByRole('contentinfo'));
    const expected: [RegExp, string][] = [
      [/^Tienda/, storeLinks.store],
      [/^Instagram/, storeLinks.instagram],
      [/^Facebook/, storeLinks.facebook],
      [/^TikTok/, storeLinks.tiktok],
      [/^Centro de ayuda/, storeLinks.help],
      [/^Contacto/, storeLinks.contact],
      [/^Términos y condiciones/, storeLinks.terms],
      [/ARCA/, storeLinks.taxAuthority],
    ];
    for (const [name, href] of expected) expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(footer.getByText(storeLocation)).toBeInTheDocument();
  });

  it('links the landing page to the store, both editors and the information page', async () => {
    renderApp(['/home']);
    await screen.findByRole('heading', { level: 1 });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Personalizá tu mousepad' })).toHaveAttribute('href', '/');
    expect(main.getByRole('link', { name: 'Personalizá tu alfombra' })).toHaveAttribute('href', '/?mode=Alfombra');
    expect(main.getByRole('link', { name: 'Más información sobre nuestros productos' })).toHaveAttribute('href', '/informacion');
    expect(main.getByRole('link', { name: /tienda/i })).toHaveAttribute('href', storeLinks.store);
  });

  it('navigates client-side from the landing page to the information page', async () => {
    const { router } = renderApp(['/home']);
    await screen.findByRole('heading', { level: 1 });
    await act(async () => router.navigate('/informacion'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Conocé nuestros productos'));
  });
});
