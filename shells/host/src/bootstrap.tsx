import '@coach/kit/theme/global-theme.css.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const router = await createAppRouter();
createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
