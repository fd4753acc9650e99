import { isValidZip } from '@/lib/leads/zip';

describe('isValidZip', () => {
  it.each(['12345', ' 12345 ', '00501'])('accepts %p', (zip) => expect(isValidZip(zip)).toBe(true));
  it.each(['', '1234', '123456', '12a45', '１２３４５', '12 345', '-1234'])('rejects %p', (zip) => expect(isValidZip(zip)).toBe(false));
});
