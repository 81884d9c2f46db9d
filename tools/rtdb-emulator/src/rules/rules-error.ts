/** A rules file (or PUT /.settings/rules.json body) the real service would refuse to deploy. */
export class RulesSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RulesSyntaxError';
  }
}

/**
 * A runtime failure inside an expression (property of null, wrong operand types...).
 * The real service treats the whole rule as false; so does the evaluator.
 */
export class RuleEvaluationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuleEvaluationError';
  }
}
