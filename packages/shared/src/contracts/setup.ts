/** Setup (issue 25): the first manager, for whoever holds the link printed at start. Public. */
import { doneAnswer, okAnswer } from '../schemas/envelope';
import { setupAnswer, setupBody, setupCheckBody } from '../schemas/setup';
import { contract } from './contract';

export const setupContract = {
  check: contract({
    method: 'POST',
    path: '/v1/setup/check',
    access: 'public',
    body: setupCheckBody,
    answer: doneAnswer,
    errors: ['SETUP_CLOSED', 'SETUP_TOKEN_INVALID'],
    summary: "Whether the setup link's form would be taken",
  }),
  createFirstManager: contract({
    method: 'POST',
    path: '/v1/setup',
    access: 'public',
    body: setupBody,
    answer: okAnswer(setupAnswer),
    // EMAIL_TAKEN comes from the members feature, which makes the member (setup.service.ts).
    errors: ['SETUP_CLOSED', 'SETUP_TOKEN_INVALID', 'EMAIL_TAKEN'],
    summary: 'Makes the first manager and uses up the token',
  }),
} as const;
