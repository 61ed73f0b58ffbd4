import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { paths } from '@/config/paths';
import EditorRoute from '@/features/editor/editor-route';

/** The editor route in a memory router, with a stand-in order page to land on; resolves once the draft is read. */
export async function renderEditor(entry = '/') {
  const router = createMemoryRouter(
    [
      { path: paths.editor, element: <EditorRoute /> },
      { path: paths.order, element: <h1>Formulario</h1> },
    ],
    { initialEntries: [entry] },
  );
  const rendered = render(<RouterProvider router={router} />);
  await screen.findByRole('tablist');
  return { router, ...rendered };
}
