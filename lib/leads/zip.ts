import { ZIP_LENGTH } from '@/lib/limits';

const ZIP_PATTERN = new RegExp(`^[0-9]{${ZIP_LENGTH}}$`);

/** A US zip: exactly five ASCII digits after trimming (full-width digits are not accepted). */
export function isValidZip(value: string): boolean {
  return ZIP_PATTERN.test(value.trim());
}
