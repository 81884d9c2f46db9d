import { RuleEvaluationError } from './rules-error.js';
import { BoundMethod } from './values.js';
import type { RuleValue } from './values.js';

/** Members of strings in rule expressions: `length` and the documented methods. */
export function stringMember(text: string, name: string): RuleValue {
  if (name === 'length') return text.length;
  const implementation = STRING_METHODS[name];
  if (!implementation) throw new RuleEvaluationError(`Strings have no member '${name}'`);
  return new BoundMethod(name, (args) => implementation(text, args));
}

function stringArg(args: readonly RuleValue[], index: number, method: string): string {
  const value = args[index];
  if (typeof value !== 'string') throw new RuleEvaluationError(`${method}() expects string arguments`);
  return value;
}

function arity(args: readonly RuleValue[], count: number, method: string): void {
  if (args.length !== count) throw new RuleEvaluationError(`${method}() takes ${count} argument(s)`);
}

const STRING_METHODS: Record<string, (text: string, args: readonly RuleValue[]) => RuleValue> = {
  contains: (text, args) => (arity(args, 1, 'contains'), text.includes(stringArg(args, 0, 'contains'))),
  beginsWith: (text, args) => (arity(args, 1, 'beginsWith'), text.startsWith(stringArg(args, 0, 'beginsWith'))),
  endsWith: (text, args) => (arity(args, 1, 'endsWith'), text.endsWith(stringArg(args, 0, 'endsWith'))),
  // Documented as replacing every occurrence, unlike JavaScript's String.replace with a string.
  replace: (text, args) => (
    arity(args, 2, 'replace'),
    text.split(stringArg(args, 0, 'replace')).join(stringArg(args, 1, 'replace'))
  ),
  toLowerCase: (text, args) => (arity(args, 0, 'toLowerCase'), text.toLowerCase()),
  toUpperCase: (text, args) => (arity(args, 0, 'toUpperCase'), text.toUpperCase()),
  matches(text, args) {
    arity(args, 1, 'matches');
    const regex = args[0];
    if (!(regex instanceof RegExp)) throw new RuleEvaluationError('matches() expects a regular expression literal');
    return regex.test(text);
  },
};
