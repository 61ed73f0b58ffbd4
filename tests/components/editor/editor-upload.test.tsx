import { act, createEvent, fireEvent, screen, waitFor } from '@testing-library/react';
import Konva from 'konva/lib/Core';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ImageClient from '@/image/image-client';
import { warmImagePipeline } from '@/image/image-client';
import { clearImageError, fakeImage, loadImage, removeImage, resetFakeImageStore, setFakeImageState } from './fake-image-store';
import { renderEditor } from './render-editor';

vi.mock('@/image/image-store', () => import('./fake-image-store'));
vi.mock('@/drafts/draft-store', () => import('../fake-draft-store'));
// The fake store stands in for the pipeline, so the warm-up a tap on «Subir foto» starts has nothing
// to ready here; the real one would start loading the image engine's modules under jsdom, which the
// file can end before they arrive (an unhandled teardown error, seen on a busy machine).
vi.mock('@/image/image-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageClient>()),
  warmImagePipeline: vi.fn(),
}));

const photo = () => new File(['jpeg'], 'gato.jpg', { type: 'image/jpeg' });

beforeEach(() => resetFakeImageStore());

describe('upload', () => {
  it('the file picker takes PNG and JPEG and hands the file to the image store', async () => {
    const user = userEvent.setup();
    await renderEditor();
    const input = screen.getByLabelText('Subir foto');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/avif,image/heic,image/heif,.heic,.heif');
    const file = photo();
    await user.upload(input, file);
    expect(loadImage).toHaveBeenCalledWith(file, file.name, expect.any(Function));
  });

  it('heading for «Subir foto» readies the pipeline and sets up the preview\'s stage under the drop zone', async () => {
    await renderEditor();
    const before = Konva.stages.length;
    act(() => screen.getByLabelText('Subir foto').focus());
    expect(warmImagePipeline).toHaveBeenCalled();
    await waitFor(() => expect(Konva.stages.length).toBeGreaterThan(before), { timeout: 10_000 });
    expect(screen.getByText('Soltá tu foto acá')).toBeInTheDocument();
  });

  it('a photo dropped on the preview is loaded', async () => {
    await renderEditor();
    const file = photo();
    fireEvent.drop(screen.getByRole('region', { name: 'Vista previa' }), { dataTransfer: { files: [file], types: ['Files'] } });
    expect(loadImage).toHaveBeenCalledWith(file, file.name, expect.any(Function));
  });

  it('a pasted photo is loaded', async () => {
    await renderEditor();
    const file = photo();
    const paste = createEvent.paste(document, { clipboardData: { files: [file] } });
    fireEvent(document, paste);
    expect(loadImage).toHaveBeenCalledWith(file, file.name, expect.any(Function));
  });

  it('Quitar foto removes it and shows the upload control again', async () => {
    const user = userEvent.setup();
    setFakeImageState({ image: fakeImage('p1') });
    await renderEditor();
    expect(screen.queryByLabelText('Subir foto')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar foto' }));
    expect(removeImage).toHaveBeenCalledOnce();
    act(() => setFakeImageState({ image: null }));
    expect(screen.getByLabelText('Subir foto')).toBeInTheDocument();
  });

  it('shows progress, refusals and notices from the image pipeline', async () => {
    const user = userEvent.setup();
    await renderEditor();
    act(() => setFakeImageState({ busy: true }));
    expect(screen.getByText('Procesando imagen…')).toHaveAttribute('role', 'status');
    act(() => setFakeImageState({ busy: false, error: 'Ese archivo no es PNG ni JPEG: elegí otra foto.' }));
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Ese archivo no es PNG ni JPEG');
    await user.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(clearImageError).toHaveBeenCalledOnce();
    act(() => setFakeImageState({ error: null, notice: 'Achicamos la foto para poder enviarla.' }));
    expect(screen.getByText('Achicamos la foto para poder enviarla.')).toHaveAttribute('role', 'status');
  });

  it('with a photo, the processing line stays while idle, so the preview below never jumps', async () => {
    setFakeImageState({ image: fakeImage('p1'), busy: true });
    await renderEditor();
    // The editor's other live region, the stock notice, stays in the page too (empty while in stock).
    const line = screen.getByText('Procesando imagen…');
    expect(line).toHaveAttribute('role', 'status');
    const before = screen.getAllByRole('status');
    act(() => setFakeImageState({ busy: false }));
    expect(screen.getAllByRole('status')).toEqual(before);
    expect(line).toBeInTheDocument();
    expect(line).toBeEmptyDOMElement();
  });
});
