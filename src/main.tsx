import '@/app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { rootOptions } from '@/app/root-options';
import { AppRoutes } from '@/app/router';
import { startShell } from '@/app/start-shell';

const container = document.getElementById('root');
if (!container) throw new Error('index.html no tiene el elemento #root');

startShell();
// BrowserRouter renders every navigation in a transition (React Router 7): while the next page's
// code downloads, the current page stays on screen with the layout's progress bar.
createRoot(container, rootOptions).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
