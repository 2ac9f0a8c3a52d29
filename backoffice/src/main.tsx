import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { applyToDocument, getLocale } from './i18n/localeStore';

// Direction and language are on <html> before the first paint, so Arabic never flashes left-to-right.
applyToDocument(getLocale());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
