/** Coins: the signed-in member's balance and ledger (a page of it, or all of it as an xlsx file). */
import { coinBalance } from '../schemas/auth';
import { fileBytes, okAnswer, XLSX_TYPE } from '../schemas/envelope';
import { coinHistBody, coinHistoryAnswer } from '../schemas/payments';
import { contract } from './contract';

export const coinsContract = {
  balance: contract({
    method: 'POST',
    path: '/v1/confCmmn/coinSelect',
    access: 'member',
    answer: okAnswer(coinBalance),
    summary: "The signed-in member's coin balance",
  }),
  history: contract({
    method: 'POST',
    path: '/v1/member/myPage/coinHist',
    access: 'member',
    body: coinHistBody,
    answer: okAnswer(coinHistoryAnswer),
    summary: "A page of the signed-in member's coin ledger, newest first",
  }),
  // Downloaded by a plain link (the web's href()).
  historyFile: contract({
    method: 'GET',
    path: '/v1/member/myPage/coinHist.xlsx',
    access: 'member',
    file: XLSX_TYPE,
    answer: fileBytes,
    summary: "The signed-in member's whole coin ledger as an xlsx file (Korea times)",
  }),
} as const;
