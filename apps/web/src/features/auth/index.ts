// Public surface of the auth feature for the app shell. The login page is imported lazily by the
// router straight from ./LoginPage so it stays out of the first load.
export { useSession, useCoins, useLogout } from './hooks/use-session';
