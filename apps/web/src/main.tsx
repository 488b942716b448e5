// Inter is bundled (not fetched from a font CDN) so the app renders the same offline and on any machine.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startErrorReports } from './shared/errors/error-reports';

// Reports start beside the app, not before it: a slow or failing settings request delays nothing.
void startErrorReports();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
