import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PriceCalculator } from '@/components/price-calculator/price-calculator';
import { minimumSizeMessage } from '@/domain/modes';

function setup() {
  const user = userEvent.setup();
  render(<PriceCalculator title="Calculá tu precio" />);
  return {
    user,
    length: screen.getByLabelText(/LARGO/),
    width: screen.getByLabelText(/ANCHO/),
    quote: screen.getByRole('button', { name: 'COTIZAR' }),
    mode: (name: string) => screen.getByRole('button', { name }),
  };
}

describe('PriceCalculator', () => {
  it('starts in Clasic with visible labels and no price', () => {
    const { mode, length, width } = setup();
    expect(mode('CLASSIC')).toHaveAttribute('aria-pressed', 'true');
    expect(mode('PRO')).toHaveAttribute('aria-pressed', 'false');
    expect(length).toHaveValue('');
    expect(width).toHaveValue('');
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('drops non-digits as they are typed and keeps three characters at most', async () => {
    const { user, length, width } = setup();
    await user.type(length, '1a2b');
    expect(length).toHaveValue('12');
    await user.type(width, '98765');
    expect(width).toHaveValue('987');
    await user.clear(width);
    await user.paste('4.5x');
    expect(width).toHaveValue('45');
  });

  it('clamps each value to the mode range on blur', async () => {
    const { user, length, width } = setup();
    await user.type(length, '500');
    expect(length).toHaveValue('500');
    await user.tab();
    expect(length).toHaveValue('140');
    await user.type(width, '7');
    expect(width).toHaveValue('7');
    await user.tab();
    expect(width).toHaveValue('25');
  });

  it('clamps to the Pro range once Pro is chosen', async () => {
    const { user, length, width, mode } = setup();
    await user.click(mode('PRO'));
    await user.type(length, '130');
    await user.type(width, '70');
    await user.tab();
    expect(length).toHaveValue('120');
    expect(width).toHaveValue('60');
  });

  it('shows the price from the pricing engine after COTIZAR', async () => {
    const { user, length, width, quote } = setup();
    await user.type(length, '45');
    await user.type(width, '35');
    await user.click(quote);
    expect(screen.getByText('$9.500')).toBeInTheDocument();
  });

  it('announces the price politely', async () => {
    const { user, length, width, quote, mode } = setup();
    await user.click(mode('ALFOMBRA'));
    await user.type(length, '140');
    await user.type(width, '100');
    await user.click(quote);
    const price = screen.getByText('$92.000');
    expect(price.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('quotes the clamped size when the form is sent with Enter', async () => {
    const { user, length, width } = setup();
    await user.type(length, '999');
    await user.type(width, '50{Enter}');
    expect(length).toHaveValue('140');
    expect(screen.getByText('$34.000')).toBeInTheDocument();
  });

  it('explains what is missing when COTIZAR is pressed without both values', async () => {
    const { user, length, width, quote } = setup();
    await user.click(quote);
    expect(screen.getByText('Completá el LARGO y el ANCHO para cotizar.')).toBeInTheDocument();
    expect(length).toHaveFocus();
    await user.type(length, '50');
    await user.click(quote);
    expect(screen.getByText('Completá el ANCHO para cotizar.')).toBeInTheDocument();
    expect(width).toHaveFocus();
    expect(width).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('clears the values and the price and shows the minimum on a mode change', async () => {
    const { user, length, width, quote, mode } = setup();
    await user.type(length, '60');
    await user.type(width, '50');
    await user.click(quote);
    expect(screen.getByText(/\$/)).toBeInTheDocument();

    await user.click(mode('ALFOMBRA'));
    expect(mode('ALFOMBRA')).toHaveAttribute('aria-pressed', 'true');
    expect(mode('CLASSIC')).toHaveAttribute('aria-pressed', 'false');
    expect(length).toHaveValue('');
    expect(width).toHaveValue('');
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
    expect(screen.getByText(minimumSizeMessage('Alfombra'))).toBeInTheDocument();
    expect(minimumSizeMessage('Alfombra')).toBe('Para el modo Alfombra, la medida mínima es 40x40 cm.');
  });

  it('hides a shown price as soon as a value changes', async () => {
    const { user, length, width, quote } = setup();
    await user.type(length, '60');
    await user.type(width, '50');
    await user.click(quote);
    await user.type(width, '0');
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });
});
