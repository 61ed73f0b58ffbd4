import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { NavBar } from '@/app/nav-bar';

function setup() {
  render(
    <MemoryRouter>
      <NavBar />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), toggle: screen.getByRole('button', { name: 'Abrir menú' }) };
}

describe('NavBar burger', () => {
  it('is a real button that controls the menu', () => {
    const { toggle } = setup();
    const menuId = toggle.getAttribute('aria-controls') ?? '';
    expect(menuId).not.toBe('');
    expect(document.getElementById(menuId)).toContainElement(screen.getByRole('link', { name: 'Más información sobre nuestros productos' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes the menu, renaming itself', async () => {
    const { user, toggle } = setup();
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).toHaveAttribute('data-open', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Cerrar menú');
    expect(menu).toHaveAttribute('data-open', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Abrir menú');
    expect(menu).toHaveAttribute('data-open', 'false');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: /Tienda/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('opens store links in a new tab and says so', () => {
    setup();
    const store = screen.getByRole('link', { name: 'Tienda (se abre en otra pestaña)' });
    expect(store).toHaveAttribute('target', '_blank');
    expect(store).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
