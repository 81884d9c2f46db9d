import type { Expr } from './ast.js';
import { RuleEvaluationError } from './rules-error.js';
import { stringMember } from './string-methods.js';
import { BoundMethod, OpaqueObject, RuleMap, RuleSnapshot } from './values.js';
import type { RuleValue } from './values.js';

export type RuleVariables = ReadonlyMap<string, RuleValue>;

/**
 * Evaluates a compiled rule. Only a result of exactly `true` grants; any runtime error
 * (reading a property of null, comparing a number with a string...) makes the rule false,
 * as in the real service.
 */
export function ruleGrants(expr: Expr, variables: RuleVariables): boolean {
  try {
    return evaluate(expr, variables) === true;
  } catch (error) {
    if (error instanceof RuleEvaluationError) return false;
    throw error;
  }
}

export function evaluate(expr: Expr, variables: RuleVariables): RuleValue {
  switch (expr.type) {
    case 'literal':
      return expr.value;
    case 'regex':
      return expr.regex;
    case 'array':
      return expr.items.map((item) => evaluate(item, variables));
    case 'identifier': {
      if (!variables.has(expr.name)) throw new RuleEvaluationError(`Unknown variable '${expr.name}'`);
      return variables.get(expr.name) as RuleValue;
    }
    case 'member':
      return member(evaluate(expr.object, variables), expr.property);
    case 'index': {
      const key = evaluate(expr.index, variables);
      if (typeof key !== 'string') throw new RuleEvaluationError('Index must be a string');
      return member(evaluate(expr.object, variables), key);
    }
    case 'call': {
      const callee = evaluate(expr.callee, variables);
      if (!(callee instanceof BoundMethod)) throw new RuleEvaluationError('Not a function');
      return callee.invoke(expr.args.map((arg) => evaluate(arg, variables)));
    }
    case 'unary':
      return unary(expr.operator, evaluate(expr.operand, variables));
    case 'logical': {
      const left = booleanOf(evaluate(expr.left, variables), expr.operator);
      if (expr.operator === '&&' ? !left : left) return left;
      return booleanOf(evaluate(expr.right, variables), expr.operator);
    }
    case 'conditional':
      return booleanOf(evaluate(expr.test, variables), '?:')
        ? evaluate(expr.consequent, variables)
        : evaluate(expr.alternate, variables);
    case 'binary':
      return binary(expr.operator, evaluate(expr.left, variables), evaluate(expr.right, variables));
  }
}

function member(object: RuleValue, name: string): RuleValue {
  if (object instanceof RuleSnapshot) return object.method(name);
  if (object instanceof RuleMap) return object.get(name);
  if (typeof object === 'string') return stringMember(object, name);
  throw new RuleEvaluationError(`Cannot read '${name}' of ${describe(object)}`);
}

function booleanOf(value: RuleValue, operator: string): boolean {
  if (typeof value !== 'boolean') throw new RuleEvaluationError(`${operator} needs booleans, got ${describe(value)}`);
  return value;
}

function unary(operator: '!' | '-', value: RuleValue): RuleValue {
  if (operator === '!') return !booleanOf(value, '!');
  if (typeof value !== 'number') throw new RuleEvaluationError(`Cannot negate ${describe(value)}`);
  return -value;
}

function isPrimitive(value: RuleValue): value is null | boolean | number | string {
  return value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string';
}

function equals(left: RuleValue, right: RuleValue): boolean {
  if (left instanceof OpaqueObject || right instanceof OpaqueObject) return false;
  if (isPrimitive(left) && isPrimitive(right)) return left === right;
  // Objects compare by identity; comparing with null is how rules test `auth != null`.
  return left === right;
}

function binary(operator: string, left: RuleValue, right: RuleValue): RuleValue {
  switch (operator) {
    case '==':
    case '===':
      return equals(left, right);
    case '!=':
    case '!==':
      return !equals(left, right);
    case '<':
    case '<=':
    case '>':
    case '>=':
      return compare(operator, left, right);
    case '+':
      if (typeof left === 'number' && typeof right === 'number') return left + right;
      if (typeof left === 'string' || typeof right === 'string') return concatenate(left, right);
      throw new RuleEvaluationError(`Cannot add ${describe(left)} and ${describe(right)}`);
    default:
      return arithmetic(operator, left, right);
  }
}

function concatenate(left: RuleValue, right: RuleValue): string {
  const text = (value: RuleValue) => {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
    throw new RuleEvaluationError(`Cannot concatenate ${describe(value)}`);
  };
  return text(left) + text(right);
}

function compare(operator: string, left: RuleValue, right: RuleValue): boolean {
  const comparable =
    (typeof left === 'number' && typeof right === 'number') || (typeof left === 'string' && typeof right === 'string');
  if (!comparable) throw new RuleEvaluationError(`Cannot compare ${describe(left)} with ${describe(right)}`);
  const a = left as number | string;
  const b = right as number | string;
  switch (operator) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    default:
      return a >= b;
  }
}

function arithmetic(operator: string, left: RuleValue, right: RuleValue): number {
  if (typeof left !== 'number' || typeof right !== 'number') {
    throw new RuleEvaluationError(`'${operator}' needs numbers, got ${describe(left)} and ${describe(right)}`);
  }
  switch (operator) {
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      return left / right;
    default:
      return left % right;
  }
}

function describe(value: RuleValue): string {
  if (value === null) return 'null';
  if (value instanceof RuleSnapshot) return 'a snapshot';
  if (value instanceof RuleMap) return 'an object';
  if (value instanceof OpaqueObject) return 'an object value';
  if (value instanceof BoundMethod) return `function ${value.name}`;
  if (value instanceof RegExp) return 'a regular expression';
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}
