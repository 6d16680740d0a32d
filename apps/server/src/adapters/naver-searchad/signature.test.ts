import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { searchAdSignature } from './signature';

describe('Search Ad X-Signature', () => {
  const secret = 'AQAAAADsim+secret/key==';
  const timestamp = '1675677058589';

  it('matches a vector fixed by hand (computed once with node:crypto, pasted here)', () => {
    expect(searchAdSignature(timestamp, 'GET', '/keywordstool', secret)).toBe(
      'Hj+Fta4x62AqtdqqoJsy6gym12HSmTqtson49qJxTuY=',
    );
    expect(searchAdSignature(1700000000000, 'get', '/keywordstool', '키-비밀')).toBe(
      'w2M+rk4NrE0zKAw6scMzOSpkwFnAwYaugDDUlX2kRIQ=',
    );
  });

  it('is Base64(HMAC-SHA256(secret as UTF-8, "{ts}.{METHOD}.{path}")), secret not base64-decoded, no query string', () => {
    const expected = createHmac('sha256', Buffer.from(secret, 'utf8'))
      .update(`${timestamp}.GET./keywordstool`)
      .digest('base64');
    expect(searchAdSignature(timestamp, 'GET', '/keywordstool', secret)).toBe(expected);
    const decodedKey = createHmac('sha256', Buffer.from(secret, 'base64'))
      .update(`${timestamp}.GET./keywordstool`)
      .digest('base64');
    expect(searchAdSignature(timestamp, 'GET', '/keywordstool', secret)).not.toBe(decodedKey);
    expect(searchAdSignature(timestamp, 'GET', '/keywordstool', secret)).not.toBe(
      searchAdSignature(timestamp, 'GET', '/keywordstool?hintKeywords=a', secret),
    );
  });
});
