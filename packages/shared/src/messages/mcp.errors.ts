/** The MCP server's refusals (issue 44): a write names a quote, and the quote must still hold. */
import { defineErrors } from './define-errors';

export const mcpErrors = defineErrors({
  MCP_QUOTE_NOT_FOUND: {
    status: 404,
    message: '견적을 찾을 수 없습니다. quote_add로 견적을 다시 받아 주세요.',
  },
  MCP_QUOTE_EXPIRED: {
    status: 409,
    message: '견적이 만료되었습니다(10분). quote_add로 견적을 다시 받아 사용자에게 보여 주세요.',
  },
  MCP_QUOTE_BALANCE_CHANGED: {
    status: 409,
    message: '견적 후 코인 잔액이 바뀌었습니다. quote_add로 견적을 다시 받아 사용자에게 보여 주세요.',
  },
  MCP_METHOD_NOT_ALLOWED: {
    status: 405,
    message: 'MCP 주소는 POST만 받습니다(상태를 두지 않는 Streamable HTTP). / Only POST is accepted.',
  },
  MCP_QUOTE_MISMATCH: {
    status: 409,
    message: '요청이 견적과 다릅니다. 견적에 담긴 상품과 키워드 그대로 보내거나 견적을 다시 받아 주세요.',
  },
});
