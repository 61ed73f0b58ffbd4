import '@/app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { rootOptions } from '@/app/root-options';
import { AppRoutes } from '@/app/router';
import { AppRouter } from '@/app/transition-location';
import { startShell } from '@/app/start-shell';

const container = document.getElementById('root');
if (!container) throw new Error('index.html no tiene el elemento #root');

startShell();
createRoot(container, rootOptions).render(
  <StrictMode>
    <AppRouter>
      <AppRoutes />
    </AppRouter>
  </StrictMode>,
);
