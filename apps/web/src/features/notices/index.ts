// Public surface of the notices feature for the app. The list and editor pages are imported
// lazily by the router straight from their files, so they (and TipTap, DOMPurify) stay out of
// the first load.
export { LatestNotice } from './components/LatestNotice';
