// Passwords people pick first are the ones attackers try first. The list is zxcvbn's ranked
// common-password dictionary (the most common first); the top 10,000 are refused at sign-up.
import { dictionary } from "@zxcvbn-ts/language-common";

const REFUSED_COUNT = 10_000;

let refused: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  refused ??= new Set(dictionary["passwords-common"].slice(0, REFUSED_COUNT));
  return refused.has(password.toLowerCase());
}
