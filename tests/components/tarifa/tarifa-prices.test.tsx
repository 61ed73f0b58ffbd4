/**
 * Every place a shopper sees a price follows the tarifa in force (issue 34): the editor's price box,
 * its notes and Continuar, the calculator and /informacion. A promotion shows the list price struck
 * through beside its price; a mode «Sin stock» stays, with those words where the price would be.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PriceCalculator } from '@/components/price-calculator/price-calculator';
import InfoRoute from '@/features/info/info-route';
import { fakeImage, resetFakeImageStore, setFakeImageState } from '../editor/fake-image-store';
import { renderEditor } from '../editor/render-editor';
import { raisedClasic, resetTarifa, showTarifa, withoutStock, withPromotion } from './tarifa-fixtures';

vi.mock('@/image/image-store', () => import('../editor/fake-image-store'));
vi.mock('@/drafts/draft-store', () => import('../fake-draft-store'));

beforeEach(() => resetFakeImageStore());
afterEach(() => resetTarifa());

const priceBox = () => screen.getByRole('region', { name: /Precio estimado/ });

describe('the editor', () => {
  it('shows the tarifa in force, and follows it when it changes', async () => {
    const user = userEvent.setup();
    await renderEditor();
    await user.click(screen.getByRole('button', { name: 'L 90x40' }));
    expect(priceBox()).toHaveTextContent('$17.000');
    showTarifa(raisedClasic());
    expect(priceBox()).toHaveTextContent('$19.000');
    expect(priceBox()).not.toHaveTextContent('$17.000');
  });

  it('strikes the list price through beside a promotion price, with its name', async () => {
    showTarifa(withPromotion({ sizes: ['40x90'], name: 'Semana gamer' }));
    const user = userEvent.setup();
    await renderEditor();
    await user.click(screen.getByRole('button', { name: 'L 90x40' }));
    const struck = priceBox().querySelector('s');
    expect(struck).toHaveTextContent('$17.000');
    expect(priceBox()).toHaveTextContent('$14.000');
    expect(priceBox()).toHaveTextContent('Semana gamer: 20% de descuento');
    // Another size has no promotion: one price, nothing struck.
    await user.click(screen.getByRole('button', { name: 'M 82x32' }));
    expect(priceBox().querySelector('s')).toBeNull();
  });

  it('names the percentage of a promotion without a name', async () => {
    showTarifa(withPromotion({ mode: 'Todos', percent: 15 }));
    const user = userEvent.setup();
    await renderEditor();
    await user.click(screen.getByRole('button', { name: 'L 90x40' }));
    expect(priceBox()).toHaveTextContent('15% de descuento');
  });

  it('keeps a mode without stock visible, says «Sin stock» for its price and will not continue', async () => {
    showTarifa(withoutStock('Alfombra'));
    const user = userEvent.setup();
    await renderEditor();
    setFakeImageState({ image: fakeImage('foto-1') });
    await user.click(screen.getByRole('tab', { name: 'ALFOMBRA Sin stock' }));
    await user.click(screen.getByRole('button', { name: 'S 50x40' }));
    expect(priceBox()).toHaveTextContent('Sin stock');
    expect(priceBox()).not.toHaveTextContent('$');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por ahora no tenemos stock de Alfombra. Elegí otro producto para seguir');
    expect(screen.queryByRole('heading', { name: 'Formulario' })).not.toBeInTheDocument();
    // The design stays: another product goes on.
    await user.click(screen.getByRole('tab', { name: 'PRO' }));
    await user.click(screen.getByRole('button', { name: 'S 25x25' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Formulario' })).toBeInTheDocument();
  });

  it('says a mode is out of stock on its tab, and as soon as it is chosen, before any photo or size', async () => {
    showTarifa(withoutStock('Alfombra'));
    const user = userEvent.setup();
    await renderEditor();
    expect(screen.getByRole('tab', { name: 'ALFOMBRA Sin stock' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'CLASSIC' })).toBeInTheDocument();
    expect(screen.queryByText(/sin stock por ahora/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /ALFOMBRA/ }));
    expect(screen.getByText('Alfombras: sin stock por ahora. Podés armar tu diseño, pero para pedirlo elegí otro producto.')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('tab', { name: 'PRO' }));
    expect(screen.queryByText(/sin stock por ahora/)).not.toBeInTheDocument();
  });

  it("takes the production time and the rug note from the tarifa's texts", async () => {
    showTarifa({ ...raisedClasic(), texts: { productionTime: '10 a 15 días hábiles', rugNote: '' } });
    const user = userEvent.setup();
    await renderEditor();
    expect(screen.getByText(/la fabricamos en 10 a 15 días hábiles/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'ALFOMBRA' }));
    expect(screen.queryByText('50% off en la segunda unidad')).not.toBeInTheDocument();
  });
});

async function quoteInCalculator(mode: string, length: string, width: string) {
  const user = userEvent.setup();
  render(<PriceCalculator title="Cotizá tu medida" />);
  await user.click(screen.getByRole('button', { name: new RegExp(`^${mode}`) }));
  await user.type(screen.getByLabelText(/LARGO/), length);
  await user.type(screen.getByLabelText(/ANCHO/), width);
  await user.click(screen.getByRole('button', { name: 'COTIZAR' }));
  return screen.getByText(/^Precio estimado/).closest('p') ?? document.body;
}

describe('the calculator', () => {
  it('quotes with the tarifa in force, and a shown quote follows a new one', async () => {
    const result = await quoteInCalculator('CLASSIC', '90', '40');
    expect(result).toHaveTextContent('$17.000');
    showTarifa(raisedClasic());
    expect(result).toHaveTextContent('$19.000');
  });

  it('shows a promotion with the list price struck through', async () => {
    showTarifa(withPromotion({ sizes: ['90x40'], name: 'Semana gamer' }));
    const result = await quoteInCalculator('CLASSIC', '40', '90');
    expect(within(result).getByText('$17.000', { exact: false }).closest('s')).not.toBeNull();
    expect(result).toHaveTextContent('$14.000');
    expect(result).toHaveTextContent('Semana gamer');
  });

  it('says a mode is out of stock, and shows «Sin stock» for its price', async () => {
    showTarifa(withoutStock('Alfombra'));
    const result = await quoteInCalculator('ALFOMBRA', '90', '60');
    expect(screen.getByRole('status')).toHaveTextContent('Alfombras: sin stock por ahora. Elegí otro producto para ver su precio.');
    expect(screen.getByRole('button', { name: 'ALFOMBRA Sin stock' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'PRO' })).toBeInTheDocument();
    expect(result).toHaveTextContent('Sin stock');
    expect(result).not.toHaveTextContent('$');
  });
});

describe('/informacion', () => {
  it('marks a product without stock on its card', async () => {
    showTarifa(withoutStock('Pro'));
    render(
      <MemoryRouter>
        <InfoRoute />
      </MemoryRouter>,
    );
    expect(screen.getByRole('article', { name: 'Mousepad Pro' })).toHaveTextContent('Sin stock');
    expect(screen.getByRole('article', { name: 'Mousepad Classic' })).not.toHaveTextContent('Sin stock');
  });
});
