/** Syntax tree of one rule expression. */
export type Expr =
  | { readonly type: 'literal'; readonly value: null | boolean | number | string }
  | { readonly type: 'regex'; readonly regex: RegExp }
  | { readonly type: 'array'; readonly items: readonly Expr[] }
  | { readonly type: 'identifier'; readonly name: string }
  | { readonly type: 'member'; readonly object: Expr; readonly property: string }
  | { readonly type: 'index'; readonly object: Expr; readonly index: Expr }
  | { readonly type: 'call'; readonly callee: Expr; readonly args: readonly Expr[] }
  | { readonly type: 'unary'; readonly operator: '!' | '-'; readonly operand: Expr }
  | { readonly type: 'binary'; readonly operator: BinaryOperator; readonly left: Expr; readonly right: Expr }
  | { readonly type: 'logical'; readonly operator: '&&' | '||'; readonly left: Expr; readonly right: Expr }
  | { readonly type: 'conditional'; readonly test: Expr; readonly consequent: Expr; readonly alternate: Expr };

export type BinaryOperator = '==' | '!=' | '===' | '!==' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | '/' | '%';

/** Every identifier an expression reads, for the deploy-time check of unknown variables. */
export function identifiersOf(expr: Expr, into: Set<string> = new Set()): Set<string> {
  switch (expr.type) {
    case 'identifier':
      into.add(expr.name);
      break;
    case 'array':
      expr.items.forEach((item) => identifiersOf(item, into));
      break;
    case 'member':
      identifiersOf(expr.object, into);
      break;
    case 'index':
      identifiersOf(expr.object, into);
      identifiersOf(expr.index, into);
      break;
    case 'call':
      identifiersOf(expr.callee, into);
      expr.args.forEach((arg) => identifiersOf(arg, into));
      break;
    case 'unary':
      identifiersOf(expr.operand, into);
      break;
    case 'binary':
    case 'logical':
      identifiersOf(expr.left, into);
      identifiersOf(expr.right, into);
      break;
    case 'conditional':
      identifiersOf(expr.test, into);
      identifiersOf(expr.consequent, into);
      identifiersOf(expr.alternate, into);
      break;
    default:
      break;
  }
  return into;
}
