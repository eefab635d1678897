// The IBAN check without zod, for the payout forms as the user types (their first load carries no zod); the payout
// contracts in payouts.ts check a destination with it too.

/** Whether an IBAN's check digits are right (ISO 13616: the rearranged number modulo 97 is 1). */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}
