import { RulesSyntaxError } from './rules-error.js';

type TokenKind = 'number' | 'string' | 'identifier' | 'regex' | 'punct' | 'end';

export interface Token {
  readonly kind: TokenKind;
  readonly text: string;
  /** Decoded value for strings and numbers; [pattern, flags] for regular expressions. */
  readonly value?: string | number | readonly [string, string];
  readonly position: number;
}

// Longest first, so `===` wins over `==` and `==` over `=`.
const PUNCTUATORS = [
  '===',
  '!==',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '(',
  ')',
  '[',
  ']',
  '.',
  ',',
  '?',
  ':',
  '!',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
];
const IDENTIFIER_START = /[A-Za-z_$]/;
const IDENTIFIER_PART = /[A-Za-z0-9_$]/;
const DIGIT = /[0-9]/;

/**
 * Splits a rule expression into tokens. A `/` starts a regular expression literal where an
 * operand is expected (after `(`, `,`, an operator or at the start), and is division elsewhere.
 */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const operandExpected = () => {
    const last = tokens[tokens.length - 1];
    if (!last) return true;
    if (last.kind === 'punct') return ![')', ']'].includes(last.text);
    return false;
  };
  while (i < source.length) {
    const char = source[i] as string;
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    if (DIGIT.test(char) || (char === '.' && DIGIT.test(source[i + 1] ?? ''))) {
      const match = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(source.slice(i));
      const text = (match as RegExpExecArray)[0];
      tokens.push({ kind: 'number', text, value: Number(text), position: i });
      i += text.length;
      continue;
    }
    if (char === '"' || char === "'") {
      const [value, end] = readString(source, i);
      tokens.push({ kind: 'string', text: source.slice(i, end), value, position: i });
      i = end;
      continue;
    }
    if (IDENTIFIER_START.test(char)) {
      let end = i + 1;
      while (end < source.length && IDENTIFIER_PART.test(source[end] as string)) end++;
      tokens.push({ kind: 'identifier', text: source.slice(i, end), position: i });
      i = end;
      continue;
    }
    if (char === '/' && operandExpected()) {
      const [pattern, flags, end] = readRegex(source, i);
      tokens.push({ kind: 'regex', text: source.slice(i, end), value: [pattern, flags], position: i });
      i = end;
      continue;
    }
    const punct = PUNCTUATORS.find((candidate) => source.startsWith(candidate, i));
    if (!punct) throw new RulesSyntaxError(`Unexpected character ${JSON.stringify(char)} at ${i}`);
    tokens.push({ kind: 'punct', text: punct, position: i });
    i += punct.length;
  }
  tokens.push({ kind: 'end', text: '', position: source.length });
  return tokens;
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };

function readString(source: string, start: number): [string, number] {
  const quote = source[start];
  let value = '';
  let i = start + 1;
  while (i < source.length) {
    const char = source[i] as string;
    if (char === quote) return [value, i + 1];
    if (char === '\\') {
      const next = source[i + 1] ?? '';
      if (next === 'u') {
        const hex = source.slice(i + 2, i + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new RulesSyntaxError(`Bad unicode escape at ${i}`);
        value += String.fromCharCode(parseInt(hex, 16));
        i += 6;
        continue;
      }
      value += ESCAPES[next] ?? next;
      i += 2;
      continue;
    }
    value += char;
    i++;
  }
  throw new RulesSyntaxError(`Unterminated string starting at ${start}`);
}

function readRegex(source: string, start: number): [string, string, number] {
  let i = start + 1;
  let inClass = false;
  while (i < source.length) {
    const char = source[i];
    if (char === '\\') {
      i += 2;
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    else if (char === '/' && !inClass) break;
    i++;
  }
  if (i >= source.length) throw new RulesSyntaxError(`Unterminated regular expression starting at ${start}`);
  const pattern = source.slice(start + 1, i);
  let end = i + 1;
  while (end < source.length && /[a-z]/.test(source[end] as string)) end++;
  return [pattern, source.slice(i + 1, end), end];
}
