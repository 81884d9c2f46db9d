import type { BinaryOperator, Expr } from './ast.js';
import { tokenize } from './lexer.js';
import type { Token } from './lexer.js';
import { RulesSyntaxError } from './rules-error.js';

const KEYWORDS: Record<string, Expr> = {
  true: { type: 'literal', value: true },
  false: { type: 'literal', value: false },
  null: { type: 'literal', value: null },
};

// Binary precedence levels, loosest first (the conditional and logical operators are handled above these).
const LEVELS: readonly (readonly BinaryOperator[])[] = [
  ['==', '!=', '===', '!=='],
  ['<', '<=', '>', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];

/** Parses one rule expression (the string value of .read/.write/.validate). */
export function parseExpression(source: string): Expr {
  const parser = new Parser(tokenize(source));
  const expr = parser.conditional();
  parser.expectEnd();
  return expr;
}

class Parser {
  private position = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  private peek(): Token {
    return this.tokens[this.position] as Token;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.position++;
    return token;
  }

  private isPunct(text: string): boolean {
    const token = this.peek();
    return token.kind === 'punct' && token.text === text;
  }

  private expect(text: string): void {
    const token = this.next();
    if (token.kind !== 'punct' || token.text !== text) {
      throw new RulesSyntaxError(`Expected '${text}' at ${token.position} but found '${token.text || 'end of rule'}'`);
    }
  }

  expectEnd(): void {
    const token = this.peek();
    if (token.kind !== 'end') throw new RulesSyntaxError(`Unexpected '${token.text}' at ${token.position}`);
  }

  conditional(): Expr {
    const test = this.logical('||');
    if (!this.isPunct('?')) return test;
    this.next();
    const consequent = this.conditional();
    this.expect(':');
    const alternate = this.conditional();
    return { type: 'conditional', test, consequent, alternate };
  }

  private logical(operator: '||' | '&&'): Expr {
    const operand = () => (operator === '||' ? this.logical('&&') : this.binary(0));
    let left = operand();
    while (this.isPunct(operator)) {
      this.next();
      left = { type: 'logical', operator, left, right: operand() };
    }
    return left;
  }

  private binary(level: number): Expr {
    const operators = LEVELS[level];
    if (!operators) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      const token = this.peek();
      const operator = operators.find((candidate) => token.kind === 'punct' && token.text === candidate);
      if (!operator) return left;
      this.next();
      left = { type: 'binary', operator, left, right: this.binary(level + 1) };
    }
  }

  private unary(): Expr {
    if (this.isPunct('!') || this.isPunct('-')) {
      const operator = this.next().text as '!' | '-';
      return { type: 'unary', operator, operand: this.unary() };
    }
    return this.postfix(this.primary());
  }

  private postfix(start: Expr): Expr {
    let expr = start;
    for (;;) {
      if (this.isPunct('.')) {
        this.next();
        const name = this.next();
        if (name.kind !== 'identifier') throw new RulesSyntaxError(`Expected a property name at ${name.position}`);
        expr = { type: 'member', object: expr, property: name.text };
      } else if (this.isPunct('[')) {
        this.next();
        const index = this.conditional();
        this.expect(']');
        expr = { type: 'index', object: expr, index };
      } else if (this.isPunct('(')) {
        this.next();
        expr = { type: 'call', callee: expr, args: this.list(')') };
      } else {
        return expr;
      }
    }
  }

  private list(close: string): Expr[] {
    const items: Expr[] = [];
    if (this.isPunct(close)) {
      this.next();
      return items;
    }
    for (;;) {
      items.push(this.conditional());
      if (this.isPunct(',')) {
        this.next();
        continue;
      }
      this.expect(close);
      return items;
    }
  }

  private primary(): Expr {
    const token = this.next();
    switch (token.kind) {
      case 'number':
      case 'string':
        return { type: 'literal', value: token.value as number | string };
      case 'regex': {
        const [pattern, flags] = token.value as readonly [string, string];
        return { type: 'regex', regex: compileRegex(pattern, flags, token.position) };
      }
      case 'identifier':
        return KEYWORDS[token.text] ?? { type: 'identifier', name: token.text };
      case 'punct':
        if (token.text === '(') {
          const inner = this.conditional();
          this.expect(')');
          return inner;
        }
        if (token.text === '[') return { type: 'array', items: this.list(']') };
        break;
      default:
        break;
    }
    throw new RulesSyntaxError(`Unexpected '${token.text || 'end of rule'}' at ${token.position}`);
  }
}

function compileRegex(pattern: string, flags: string, position: number): RegExp {
  // The rules language supports only the case-insensitive flag.
  if (!/^i?$/.test(flags)) throw new RulesSyntaxError(`Unsupported regular expression flags '${flags}' at ${position}`);
  try {
    return new RegExp(pattern, flags);
  } catch (error) {
    throw new RulesSyntaxError(`Invalid regular expression at ${position}: ${(error as Error).message}`);
  }
}
