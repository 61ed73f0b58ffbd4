import '@/app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from '@/app/app-router';
import { rootOptions } from '@/app/root-options';
import { startShell } from '@/app/start-shell';

const container = document.getElementById('root');
if (!container) throw new Error('index.html no tiene el elemento #root');

createRoot(container, rootOptions).render(
  <StrictMode>
    <AppRouter router={startShell()} />
  </StrictMode>,
);
