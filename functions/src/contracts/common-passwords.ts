// The passwords a key export refuses (docs/api.md `exportSigningKey`): the callable and the web form that asks for the
// password both use this one definition. A file protected by a guessable password is a stolen key.

/**
 * The most common passwords of 10 characters or more (shorter ones are refused by length already), as the public
 * breach lists rank them, lower-case. Checked after lower-casing, so `Password123` is refused too.
 */
const COMMON = new Set([
  '1234567890',
  '0987654321',
  '12345678910',
  '123456789a',
  'a123456789',
  '1234567890a',
  '1q2w3e4r5t',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'zaq12wsxcde3',
  'qwertyuiop',
  'qwerty1234',
  'qwerty12345',
  'qwerty123456',
  'asdfghjkl;',
  'asdfghjkl1',
  'zxcvbnm123',
  'password12',
  'password123',
  'password1234',
  'password12345',
  'passw0rd123',
  'p@ssw0rd123',
  'iloveyou123',
  'iloveyou12',
  'princess123',
  'sunshine123',
  'football123',
  'baseball123',
  'superman123',
  'welcome123',
  'welcome1234',
  'letmein123',
  'monkey1234',
  'dragon1234',
  'abc1234567',
  'abcd123456',
  'abcd1234567',
  'abcdefg123',
  'changeme123',
  'administrator',
  'admin12345',
  'admin123456',
  'qazwsxedcrfv',
  'trustno1234',
  'india12345',
  'india@123',
  'bharat1234',
  'krishna123',
  'ganesh1234',
  'sairam1234',
  'jaishriram',
  'omnamahshivaya',
  'android123',
  'android1234',
  'keystore123',
  'mykeystore',
  'myappkey123',
  'apkforge123',
  'uploadkey123',
  'signingkey',
  'signingkey123',
  'googleplay123',
]);

/** Rows of the keyboards people type on, and the alphabet and digits, forwards: runs along them are guessed first. */
const RUNS = ['01234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'abcdefghijklmnopqrstuvwxyz'];

function isRun(text: string): boolean {
  return RUNS.some((run) => run.includes(text) || [...run].reverse().join('').includes(text));
}

/** The text made of one short piece repeated (`aaaaaaaaaa`, `abcabcabca`, `1212121212`). */
function isRepeat(text: string): boolean {
  for (let size = 1; size <= 3; size++) {
    const piece = text.slice(0, size);
    if (piece.repeat(Math.ceil(text.length / size)).slice(0, text.length) === text) return true;
  }
  return false;
}

export const WEAK_PASSWORD_MESSAGE =
  'This password is too easy to guess: it is a common password, a keyboard row or one piece repeated. Choose ' +
  'another, for example three or four unrelated words.';

/** True for a password a key export refuses: on the common list, a keyboard or alphabet run, or a repetition. */
export function isWeakPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON.has(lower) || isRun(lower) || isRepeat(lower);
}
