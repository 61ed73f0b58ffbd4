import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialDesign } from '@/domain/design';
import { encodeDesign } from '@/domain/design-query';
import { START_OVER_QUESTION } from '@/features/editor/start-over-button';
import { CONTINUE_WAIT_MS } from '@/features/editor/use-continue';
import { clearDraft, flushDraft, saveDraftSoon, setFakeDraft } from '../fake-draft-store';
import { fakeImage, removeImage, resetFakeImageStore, setFakeImageState } from './fake-image-store';
import { renderEditor } from './render-editor';

vi.mock('@/image/image-store', () => import('./fake-image-store'));
vi.mock('@/drafts/draft-store', () => import('../fake-draft-store'));

const proDraft = { ...initialDesign('Pro'), sizeCode: 'LP', widthCm: 90, heightCm: 40, mirrored: true };

beforeEach(() => {
  resetFakeImageStore();
  setFakeDraft(null);
});

describe('drafts in the editor', () => {
  it('brings back the saved design when / is opened without a query', async () => {
    setFakeDraft(proDraft);
    await renderEditor();
    expect(screen.getByRole('tab', { name: 'PRO', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'L 90x40', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Espejar', pressed: true })).toBeInTheDocument();
  });

  it('lets a design in the query win over the draft, then drops the query from the address', async () => {
    setFakeDraft(proDraft);
    await renderEditor(`/?${encodeDesign({ ...initialDesign('Alfombra'), sizeCode: 'SA', widthCm: 50, heightCm: 40 })}`);
    expect(screen.getByRole('tab', { name: 'ALFOMBRA', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'S 50x40', pressed: true })).toBeInTheDocument();
    await waitFor(() => expect(location.search).toBe(''));
  });

  it('a bare ?mode= brings back a draft of that mode, and starts that mode fresh otherwise', async () => {
    const rugDraft = { ...initialDesign('Alfombra'), sizeCode: 'LA', widthCm: 90, heightCm: 60 };
    setFakeDraft(rugDraft);
    const first = await renderEditor('/?mode=Alfombra');
    expect(screen.getByRole('button', { name: 'L 90x60', pressed: true })).toBeInTheDocument();
    first.unmount();
    setFakeDraft(proDraft);
    await renderEditor('/?mode=Alfombra');
    expect(screen.getByRole('tab', { name: 'ALFOMBRA', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'L 90x60', pressed: false })).toBeInTheDocument();
  });

  it('saves every change of the design with its photo', async () => {
    const user = userEvent.setup();
    setFakeImageState({ image: fakeImage('foto-1') });
    await renderEditor();
    await user.click(screen.getByRole('button', { name: 'M 82x32' }));
    expect(saveDraftSoon).toHaveBeenLastCalledWith(
      expect.objectContaining({ sizeCode: 'M', widthCm: 82, heightCm: 32 }),
      expect.objectContaining({ id: 'foto-1' }),
    );
  });

  it('Continuar waits for the draft write of that design while it is quick', async () => {
    const user = userEvent.setup();
    setFakeImageState({ image: fakeImage('foto-1') });
    let finishWrite: () => void = () => undefined;
    flushDraft.mockImplementationOnce(
      () =>
        new Promise<void>((resolve) => {
          finishWrite = resolve;
        }),
    );
    await renderEditor();
    await user.click(screen.getByRole('button', { name: 'S 25x25' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(saveDraftSoon).toHaveBeenLastCalledWith(expect.objectContaining({ sizeCode: 'S' }), expect.objectContaining({ id: 'foto-1' }));
    expect(flushDraft).toHaveBeenCalledOnce();
    expect(location.pathname).toBe('/');
    finishWrite();
    expect(await screen.findByRole('heading', { name: 'Formulario' })).toBeInTheDocument();
  });

  it('Continuar opens the order form within CONTINUE_WAIT_MS when the draft write hangs', async () => {
    const user = userEvent.setup();
    setFakeImageState({ image: fakeImage('foto-1') });
    flushDraft.mockImplementationOnce(() => new Promise<void>(() => undefined));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderEditor();
    await user.click(screen.getByRole('button', { name: 'S 25x25' }));
    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
      await vi.advanceTimersByTimeAsync(CONTINUE_WAIT_MS - 1);
      expect(location.pathname).toBe('/');
      await vi.advanceTimersByTimeAsync(1);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('heading', { name: 'Formulario' })).toBeInTheDocument();
    warn.mockRestore();
  });

  it('Continuar opens the order form when the draft write fails', async () => {
    const user = userEvent.setup();
    setFakeImageState({ image: fakeImage('foto-1') });
    flushDraft.mockRejectedValueOnce(new DOMException('Quota exceeded', 'QuotaExceededError'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderEditor();
    await user.click(screen.getByRole('button', { name: 'S 25x25' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Formulario' })).toBeInTheDocument();
    warn.mockRestore();
  });

  it('"Empezar de nuevo" asks first, then clears the photo, the options and the draft', async () => {
    const user = userEvent.setup();
    setFakeDraft(proDraft);
    setFakeImageState({ image: fakeImage('foto-1') });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await renderEditor();

    await user.click(screen.getByRole('button', { name: 'Empezar de nuevo' }));
    expect(confirm).toHaveBeenCalledWith(START_OVER_QUESTION);
    expect(clearDraft).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'L 90x40', pressed: true })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Empezar de nuevo' }));
    expect(removeImage).toHaveBeenCalled();
    expect(clearDraft).toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'PRO', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'L 90x40', pressed: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Espejar', pressed: false })).toBeInTheDocument();
  });
});
