import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes, Route } from 'react-router';
createRoot(document.getElementById('root') as HTMLElement).render(<StrictMode><BrowserRouter><Routes><Route path="/" element={<p>x</p>}/></Routes></BrowserRouter></StrictMode>);
