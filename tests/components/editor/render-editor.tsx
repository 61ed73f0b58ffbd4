import { screen } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { paths } from '@/config/paths';
import EditorRoute from '@/features/editor/editor-route';
import { renderAt } from '../app-history';

/** The editor route in the app's router, with a stand-in order page to land on; resolves once the draft is read. */
export async function renderEditor(entry = '/') {
  const rendered = renderAt(
    [entry],
    <Switch>
      <Route path={paths.editor} component={EditorRoute} />
      <Route path={paths.order}>
        <h1>Formulario</h1>
      </Route>
    </Switch>,
  );
  await screen.findByRole('tablist');
  return rendered;
}
