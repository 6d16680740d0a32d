/** 010-1234-5678 (the server keeps the digits). */
export const phoneText = (phone: string): string =>
  phone.length === 11
    ? `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`
    : `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`;
