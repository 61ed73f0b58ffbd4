import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import EditorRoute from '@/features/editor/editor-route';
import { renderAt } from '../app-history';

/** The editor route in the app's router, with a stand-in order page to land on; resolves once the draft is read. */
export async function renderEditor(entry = '/') {
  const rendered = renderAt(
    [entry],
    <Routes>
      <Route path={paths.editor} element={<EditorRoute />} />
      <Route path={paths.order} element={<h1>Formulario</h1>} />
    </Routes>,
  );
  await screen.findByRole('tablist');
  return rendered;
}
