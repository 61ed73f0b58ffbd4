import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { undoKey } from '@/features/editor/use-undo-keys';
import { resetFakeImageStore } from './fake-image-store';
import { renderEditor } from './render-editor';

vi.mock('@/image/image-store', () => import('./fake-image-store'));
vi.mock('@/drafts/draft-store', () => import('../fake-draft-store'));

beforeEach(() => resetFakeImageStore());

const undoButton = () => screen.getByRole('button', { name: /Deshacer/ });
const redoButton = () => screen.getByRole('button', { name: /Rehacer/ });
const mirror = (pressed: boolean) => screen.getByRole('button', { name: 'Espejar', pressed });

describe('Deshacer and Rehacer buttons', () => {
  it('are disabled until there is a step that way', async () => {
    const user = userEvent.setup();
    await renderEditor();
    expect(undoButton()).toBeDisabled();
    expect(redoButton()).toBeDisabled();
    await user.click(mirror(false));
    expect(undoButton()).toBeEnabled();
    await user.click(undoButton());
    expect(mirror(false)).toBeInTheDocument();
    expect(undoButton()).toBeDisabled();
    expect(redoButton()).toBeEnabled();
    await user.click(redoButton());
    expect(mirror(true)).toBeInTheDocument();
    expect(redoButton()).toBeDisabled();
  });

  it('the price follows the restored size', async () => {
    const user = userEvent.setup();
    await renderEditor();
    await user.click(screen.getByRole('button', { name: 'S 25x25' }));
    await user.click(screen.getByRole('button', { name: 'XXL 140x100' }));
    expect(screen.getByText('$70.000')).toBeInTheDocument();
    await user.click(undoButton());
    expect(screen.getByText('$5.500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'S 25x25', pressed: true })).toBeInTheDocument();
  });
});

describe('keyboard shortcuts', () => {
  it('Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, ⌘+Z undoes', async () => {
    const user = userEvent.setup();
    await renderEditor();
    await user.click(mirror(false));
    await user.click(screen.getByRole('button', { name: 'Rotar 90°' }));
    await user.keyboard('{Control>}z{/Control}');
    await user.keyboard('{Meta>}z{/Meta}');
    expect(mirror(false)).toBeInTheDocument();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(mirror(true)).toBeInTheDocument();
    await user.keyboard('{Control>}y{/Control}');
    expect(redoButton()).toBeDisabled();
  });

  it('do nothing while typing in a text field', async () => {
    const user = userEvent.setup();
    await renderEditor();
    await user.click(mirror(false));
    await user.type(screen.getByRole('textbox', { name: 'LARGO' }), '60{Control>}z{/Control}');
    expect(mirror(true)).toBeInTheDocument();
  });
});

describe('undoKey', () => {
  const press = (key: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {}) =>
    undoKey({ key, ctrlKey: mods.ctrl ?? false, metaKey: mods.meta ?? false, shiftKey: mods.shift ?? false, altKey: mods.alt ?? false });
  it.each([
    ['z', { ctrl: true }, 'undo'],
    ['z', { meta: true }, 'undo'],
    ['Z', { ctrl: true, shift: true }, 'redo'],
    ['Z', { meta: true, shift: true }, 'redo'],
    ['y', { ctrl: true }, 'redo'],
    ['y', { meta: true }, null],
    ['Y', { ctrl: true, shift: true }, null],
    ['z', { ctrl: true, alt: true }, null],
    ['z', {}, null],
    ['x', { ctrl: true }, null],
  ] as const)('%s with %o is %s', (key, mods, expected) => {
    expect(press(key, mods)).toBe(expected);
  });
});
