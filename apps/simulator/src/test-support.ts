/** For the simulator's own tests: a fixed secret, and the header that opens its controls with it. */
import { SECRET_HEADER } from './access';

export const TEST_SECRET = 'simulator-test-secret';
export const CONTROL = { [SECRET_HEADER]: TEST_SECRET };
