import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeImage, resetFakeImageStore, setFakeImageState } from './fake-image-store';
import { renderEditor } from './render-editor';

vi.mock('@/image/image-store', () => import('./fake-image-store'));
vi.mock('@/drafts/draft-store', () => import('../fake-draft-store'));

beforeEach(() => resetFakeImageStore());

const CONSENT = 'Entiendo que mi foto puede verse pixelada en este tamaño';
const consentBox = () => screen.getByRole('checkbox', { name: CONSENT });
/** The box's code loads with the photo, after the editor's first paint. */
const consentArrived = () => screen.findByRole('checkbox', { name: CONSENT });

describe('the Baja quality gate', () => {
  it('keeps Continuar on / until the shopper ticks the consent, then carries it to the form', async () => {
    const user = userEvent.setup();
    // 1200x900 covering 140x100 cm: 1200 px across 55.1 in = 21 ppp.
    setFakeImageState({ image: fakeImage('p1', 1200, 900) });
    await renderEditor();
    await user.click(screen.getByRole('button', { name: 'XXL 140x100' }));
    expect(screen.getByText('Baja')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/marcá «Entiendo que mi foto puede verse pixelada/);
    expect(location.pathname).toBe('/');
    await user.click(await consentArrived());
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(location.pathname).toBe('/formulario');
    expect(new URLSearchParams(location.search).get('calidadBajaAceptada')).toBe('21');
  });

  it('asks again when a change lowers the ppp below what was agreed', async () => {
    const user = userEvent.setup();
    setFakeImageState({ image: fakeImage('p1', 1200, 900) });
    await renderEditor();
    await user.click(screen.getByRole('button', { name: 'XL 100x60' }));
    await user.click(await consentArrived());
    expect(consentBox()).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'XXL 140x100' }));
    expect(consentBox()).not.toBeChecked();
    // Back to the agreed size: the consent covers it again.
    await user.click(screen.getByRole('button', { name: /Deshacer/ }));
    expect(consentBox()).toBeChecked();
  });

  it('a consent the order page sends back (its back link) is still ticked', async () => {
    setFakeImageState({ image: fakeImage('p1', 1200, 900) });
    await renderEditor('/?mode=Clasic&selectedClient=XXXL&calidadBajaAceptada=21');
    expect(await consentArrived()).toBeChecked();
  });

  it('is not asked for a photo that prints well', async () => {
    const user = userEvent.setup();
    setFakeImageState({ image: fakeImage('p1', 9000, 6000) });
    await renderEditor();
    await user.click(screen.getByRole('button', { name: 'XXL 140x100' }));
    expect(screen.queryByRole('checkbox', { name: CONSENT })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(location.pathname).toBe('/formulario');
    expect(location.search).not.toContain('calidadBajaAceptada');
  });
});
