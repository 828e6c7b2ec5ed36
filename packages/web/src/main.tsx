import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App, keptGameSystem } from './App';
import { workerComputer } from './game/computer';
import { createI18n, currentLanguage } from './i18n';
import './styles.css';
import './shell.css';
import { loadSystem } from './systems/registry';

// The kept game's system is fetched and compiled while React draws the page's first frame (the app waits for it).
const kept = keptGameSystem();
if (kept !== null) loadSystem(kept).catch(() => undefined);

const i18n = createI18n();
document.documentElement.lang = currentLanguage(i18n);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <App computer={workerComputer} online />
    </I18nextProvider>
  </StrictMode>,
);
