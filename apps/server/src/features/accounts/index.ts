/** What other features may name of accounts (types only; the services come through `needs`). */
export type { AccountsService } from './accounts.service';
export type { AnonBrowser } from './anon-browser';
