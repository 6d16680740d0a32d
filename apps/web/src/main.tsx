import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
// Sonner also injects these at runtime; the file copy keeps toasts styled under a strict CSP.
import 'sonner/dist/styles.css';
import './styles.css';
import * as ko from '@seller/shared/messages/sections';
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
    const reactRoot = createRoot(root);
    // A transition lets React yield to the browser every few milliseconds while it mounts the app;
    // a plain first render is one task (130-260 ms on the bench machine, counted by Lighthouse as
    // blocking time). The screen appears at the same moment either way.
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  }
}
