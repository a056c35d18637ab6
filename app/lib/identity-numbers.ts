/**
 * Turkish identity numbers: the 11-digit national id (T.C. Kimlik No) and the 10-digit tax
 * number (Vergi Kimlik No), each with its published checksum.
 */
export function isValidNationalId(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (tenth !== d[9]) return false;
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return eleventh === d[10];
}

export function isValidTaxNumber(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const tmp = (d[i] + 10 - (i + 1)) % 10;
    sum += tmp === 9 ? 9 : (tmp * 2 ** (10 - (i + 1))) % 9;
  }
  return (10 - (sum % 10)) % 10 === d[9];
}

/** Completes 9 digits into a valid national id (used by the seed and tests). */
export function completeNationalId(nine: string): string {
  const d = [...nine].map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${nine}${tenth}${eleventh}`;
}

/** Completes 9 digits into a valid tax number (used by the seed and tests). */
export function completeTaxNumber(nine: string): string {
  for (let last = 0; last <= 9; last++) {
    if (isValidTaxNumber(`${nine}${last}`)) return `${nine}${last}`;
  }
  throw new Error("unreachable");
}
