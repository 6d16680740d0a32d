import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
// Sonner also injects these at runtime; the file copy keeps toasts styled under a strict CSP.
import 'sonner/dist/styles.css';
import './styles.css';
import { ko } from '@seller/shared/messages/ko';
import { wwwRedirectTarget } from './lib/host';
import { App } from './app/App';

// Spec 01 §4: the bare host moves to www before anything renders (production builds only).
const wwwTarget = wwwRedirectTarget(window.location, import.meta.env.PROD);

if (wwwTarget) {
  window.location.replace(wwwTarget);
} else {
  // index.html keeps an ASCII title (Hangul lives only in ko.ts); the Korean one is set here.
  document.title = ko.app.name;
  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
}
