import { describe, expect, it } from 'vitest';
import { tokenize } from './lexer.js';
import { parseExpression } from './parser.js';
import { RulesSyntaxError } from './rules-error.js';

describe('rule expression lexer', () => {
  it('tells a regular expression from a division by what precedes the slash', () => {
    expect(tokenize('a.matches(/^x\\/y[/]$/i)').map((token) => token.kind)).toEqual([
      'identifier',
      'punct',
      'identifier',
      'punct',
      'regex',
      'punct',
      'end',
    ]);
    expect(tokenize('now / 1000').map((token) => token.kind)).toEqual(['identifier', 'punct', 'number', 'end']);
  });

  it('decodes string escapes and numbers', () => {
    const [text, number] = tokenize("'it\\'s \\u0041' 1.5e3");
    expect(text?.value).toBe("it's A");
    expect(number?.value).toBe(1500);
  });

  it('refuses stray characters and unterminated literals', () => {
    expect(() => tokenize('a = b')).toThrow(RulesSyntaxError);
    expect(() => tokenize("'open")).toThrow(RulesSyntaxError);
    expect(() => tokenize('x.matches(/open')).toThrow(RulesSyntaxError);
  });
});

describe('rule expression parser', () => {
  it('gives && precedence over || and comparison over &&', () => {
    const expr = parseExpression('a == 1 || b == 2 && c');
    expect(expr).toMatchObject({ type: 'logical', operator: '||', right: { type: 'logical', operator: '&&' } });
  });

  it('parses member chains, calls, indexes, arrays and the ternary', () => {
    expect(
      parseExpression("newData.hasChildren(['a', 'b']) ? auth.token['email'] == 'x' : !data.exists()"),
    ).toMatchObject({
      type: 'conditional',
      test: { type: 'call', callee: { type: 'member', property: 'hasChildren' }, args: [{ type: 'array' }] },
      consequent: { type: 'binary', left: { type: 'index' } },
      alternate: { type: 'unary', operator: '!' },
    });
  });

  it('parses arithmetic with the usual precedence', () => {
    expect(parseExpression('1 + 2 * 3 - -4')).toMatchObject({
      type: 'binary',
      operator: '-',
      left: { operator: '+', right: { operator: '*' } },
      right: { type: 'unary' },
    });
  });

  it('reports syntax errors', () => {
    for (const bad of ['auth.', '(a', 'a ? b', 'a b', '', 'x.matches(/a/g)', 'x.matches(/(/)']) {
      expect(() => parseExpression(bad), bad).toThrow(RulesSyntaxError);
    }
  });
});
